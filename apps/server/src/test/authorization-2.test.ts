import { describeAuthorization } from './authorization.ts';
import { authorizationShare } from './authorization-rows.ts';

// The modules' authorization rows, share 2 of 2 (see authorization-rows.ts).
describeAuthorization(await authorizationShare(1, 2));
