/**
 * The OpenID Provider metadata of /{tenant}/v2.0/.well-known/openid-configuration, shaped like
 * Microsoft's: every endpoint on the canonical host https://login.microsoftonline.com, the tenant
 * in the paths, and the `{tenantid}` placeholder in the issuer for common and organizations.
 */
const HOST = 'https://login.microsoftonline.com';

/** The metadata document for a tenant path segment (a tenant GUID, common or organizations). */
export function openIdConfiguration(tenant: string): Record<string, unknown> {
  const specific = tenant !== 'common' && tenant !== 'organizations';
  const issuerTenant = specific ? tenant : '{tenantid}';
  return {
    token_endpoint: `${HOST}/${tenant}/oauth2/v2.0/token`,
    token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
    jwks_uri: `${HOST}/${tenant}/discovery/v2.0/keys`,
    response_modes_supported: ['query', 'fragment', 'form_post'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    issuer: `${HOST}/${issuerTenant}/v2.0`,
    request_uri_parameter_supported: false,
    userinfo_endpoint: 'https://graph.microsoft.com/oidc/userinfo',
    authorization_endpoint: `${HOST}/${tenant}/oauth2/v2.0/authorize`,
    device_authorization_endpoint: `${HOST}/${tenant}/oauth2/v2.0/devicecode`,
    http_logout_supported: true,
    frontchannel_logout_supported: true,
    end_session_endpoint: `${HOST}/${tenant}/oauth2/v2.0/logout`,
    claims_supported: [
      'sub',
      'iss',
      'cloud_instance_name',
      'cloud_instance_host_name',
      'cloud_graph_host_name',
      'msgraph_host',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'acr',
      'nonce',
      'preferred_username',
      'name',
      'tid',
      'ver',
      'at_hash',
      'c_hash',
      'email',
    ],
    kerberos_endpoint: `${HOST}/${tenant}/kerberos`,
    tenant_region_scope: specific ? 'EU' : null,
    cloud_instance_name: 'microsoftonline.com',
    cloud_graph_host_name: 'graph.windows.net',
    msgraph_host: 'graph.microsoft.com',
    rbac_url: 'https://pas.windows.net',
  };
}
