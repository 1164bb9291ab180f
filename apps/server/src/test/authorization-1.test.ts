import { describeAuthorization } from './authorization.ts';
import { authorizationShare } from './authorization-rows.ts';

// The modules' authorization rows, share 1 of 2 (see authorization-rows.ts).
describeAuthorization(await authorizationShare(0, 2));
