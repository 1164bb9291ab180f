import type { Endpoint, HttpMethod } from './endpoint.ts';

/**
 * What the browser needs of an endpoint at run time: its method and path. The endpoint's full
 * type rides along as a phantom, so calls stay typed without shipping the schemas to the browser.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly __endpoint?: E;
}

/** The route table of a set of endpoint groups. */
export type RouteTable<G extends Record<string, Record<string, Endpoint>>> = {
  readonly [Group in keyof G]: { readonly [Name in keyof G[Group]]: Route<G[Group][Name]> };
};

/** The endpoint a route stands for. */
export type EndpointOf<R> = R extends Route<infer E> ? E : never;
