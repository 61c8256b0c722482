import { sameAddress } from './address';

/** Spec section 6: the permission strings, named User, Admin and Service in the wallet layer. */
export const PERMISSIONS = { User: 'user:user', Admin: 'admin:admin', Service: 'admin:service' } as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/**
 * The permissions of a logged-in wallet (spec section 6): every wallet gets User; the service
 * address (mock: the first account; real: the configured one) also gets Admin and Service.
 * Addresses compare case-insensitively, since checksummed and lowercase forms are the same
 * wallet. An empty address is nobody logged in: no permissions. No service address configured:
 * nobody is admin.
 */
export function permissionsFor(address: string, serviceAddress: string | null): Permission[] {
  if (!address) return [];
  if (sameAddress(address, serviceAddress)) return [PERMISSIONS.User, PERMISSIONS.Admin, PERMISSIONS.Service];
  return [PERMISSIONS.User];
}

/**
 * Whether a user may open a restricted page (spec section 6: "all listed permissions"): every
 * required permission granted. Nothing required: allowed.
 */
export function hasAllPermissions(granted: readonly string[], required: readonly Permission[]): boolean {
  return required.every((permission) => granted.includes(permission));
}
