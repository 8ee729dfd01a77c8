// Where the contract lives, for servers that validate requests and responses against it. The
// same relative path holds in the workspace (src/) and in the published package (dist/).

/** URL of `openapi/openapi.yaml`, the /v1/api contract (OpenAPI 3.1). */
export const contractUrl: URL = /* @__PURE__ */ new URL('../openapi/openapi.yaml', import.meta.url);

/** The contract's base path, under which every operation lives. */
export const API_BASE_PATH = '/v1/api';
