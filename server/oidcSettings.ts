// The OIDC_* settings (docs/sso.md): read and checked at start with the others (config.ts), so a bad value stops
// the server naming the setting. Without OIDC_ISSUER single sign-on is off and no other OIDC_* may be set.
import { z } from 'zod';

export interface OidcSettings {
  /** The provider's issuer URL; its discovery document is `{issuer}/.well-known/openid-configuration`. */
  issuer: URL;
  clientId: string;
  /** Unset: a public client, PKCE alone (token_endpoint_auth_method none). */
  clientSecret?: string;
  /** Always `openid email profile`, plus OIDC_SCOPES. */
  scopes: string[];
  /** OIDC_ADMIN_GROUPS: members of any of these groups are admins; others are not (set at each sign-in). */
  adminGroups: string[];
  /** OIDC_GROUPS_CLAIM: the claim that lists a person's groups. */
  groupsClaim: string;
  buttonLabel: string;
  /** Password sign-in, sign-up, magic links and resets are refused, but for the ADMIN_EMAIL account. */
  enforced: boolean;
  /** The sign-in screen goes straight to the provider. */
  autoRedirect: boolean;
}

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = z.preprocess(blankToUndefined, z.string().trim().min(1).optional());
const list = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(/[\s,]+/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
);
const flag = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  );

export const oidcEnvironment = z.object({
  OIDC_ISSUER: z.preprocess(blankToUndefined, z.url({ error: 'OIDC_ISSUER must be a URL' }).optional()),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  OIDC_SCOPES: list.pipe(
    z.array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, 'OIDC_SCOPES must be scope names')),
  ),
  OIDC_ADMIN_GROUPS: list,
  OIDC_GROUPS_CLAIM: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[\w.:/-]{1,200}$/, 'OIDC_GROUPS_CLAIM must be a claim name')
      .default('groups'),
  ),
  OIDC_BUTTON_LABEL: z.preprocess(
    blankToUndefined,
    z.string().trim().max(60, 'OIDC_BUTTON_LABEL must be at most 60 characters').default('Sign in with SSO'),
  ),
  OIDC_ENFORCED: flag('OIDC_ENFORCED'),
  OIDC_AUTO_REDIRECT: flag('OIDC_AUTO_REDIRECT'),
});

type OidcEnvironment = z.infer<typeof oidcEnvironment>;

const BASE_SCOPES = ['openid', 'email', 'profile'];
/** Set or not, these have a value (their default): they say nothing of whether SSO was meant to be on. */
const WITH_DEFAULTS = new Set<keyof OidcEnvironment>([
  'OIDC_ISSUER',
  'OIDC_GROUPS_CLAIM',
  'OIDC_BUTTON_LABEL',
]);

/**
 * The settings, or undefined when single sign-on is off; the problems (each naming its setting) otherwise.
 * An http:// issuer is accepted outside production only (a provider on this machine, the tests).
 */
export function readOidcSettings(
  e: OidcEnvironment,
  isProduction: boolean,
): { settings?: OidcSettings; problems: string[] } {
  if (!e.OIDC_ISSUER) {
    const stray = (Object.keys(oidcEnvironment.shape) as (keyof OidcEnvironment)[]).filter(
      (key) => !WITH_DEFAULTS.has(key) && isSet(e, key),
    );
    return {
      problems: stray.length
        ? [`${stray.join(', ')} set without OIDC_ISSUER: set OIDC_ISSUER too, or unset them`]
        : [],
    };
  }
  const problems: string[] = [];
  const issuer = new URL(e.OIDC_ISSUER);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && !isProduction))
    problems.push(
      isProduction
        ? 'OIDC_ISSUER must be an https:// URL in production'
        : 'OIDC_ISSUER must be an http:// or https:// URL',
    );
  if (!e.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID is required with OIDC_ISSUER');
  if (problems.length) return { problems };
  return {
    problems,
    settings: {
      issuer,
      clientId: e.OIDC_CLIENT_ID!,
      clientSecret: e.OIDC_CLIENT_SECRET,
      scopes: [...new Set([...BASE_SCOPES, ...e.OIDC_SCOPES])],
      adminGroups: e.OIDC_ADMIN_GROUPS,
      groupsClaim: e.OIDC_GROUPS_CLAIM,
      buttonLabel: e.OIDC_BUTTON_LABEL || 'Sign in with SSO',
      enforced: e.OIDC_ENFORCED,
      autoRedirect: e.OIDC_AUTO_REDIRECT,
    },
  };
}

function isSet(e: OidcEnvironment, key: keyof OidcEnvironment): boolean {
  const value = e[key];
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}
