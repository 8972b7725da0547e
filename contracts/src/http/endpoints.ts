import type { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

/** Every endpoint of an API, with its method, its path as routed (prefix included) and its answer's schema. */
export const endpointsOf = (api: HttpApi.HttpApi.Any) =>
  Object.values((api as unknown as HttpApi.HttpApi.AnyWithProps).groups as Record<string, HttpApiGroup.HttpApiGroup.AnyWithProps>).flatMap((group) =>
    Object.values(group.endpoints as Record<string, HttpApiEndpoint.HttpApiEndpoint.AnyWithProps>).map((endpoint) => ({
      group: group.identifier,
      name: endpoint.name,
      method: endpoint.method,
      path: endpoint.path,
      success: endpoint.successSchema
    }))
  )
