/** The signed-in user a request acts for. */
export interface UserActor {
  kind: 'user';
  id: number;
  email: string;
  fullname: string;
  localeCode: string;
  /** How the request proved who it is: a browser session or an API key. */
  via: 'session' | 'api_key';
  sessionId?: string;
}

export interface AnonymousActor {
  kind: 'anonymous';
}

export type Actor = UserActor | AnonymousActor;

export const ANONYMOUS: AnonymousActor = { kind: 'anonymous' };
