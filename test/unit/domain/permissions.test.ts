import { describe, expect, it } from 'vitest';
import { PERMISSIONS, hasAllPermissions, permissionsFor } from '../../../src/domain/permissions';

const SERVICE = '0xAbC0000000000000000000000000000000000001';
const USER = '0x1230000000000000000000000000000000000002';

describe('permissions (spec section 6)', () => {
  it('names the permission strings', () => {
    expect(PERMISSIONS).toEqual({ User: 'user:user', Admin: 'admin:admin', Service: 'admin:service' });
  });
  it('gives every logged-in wallet User', () => {
    expect(permissionsFor(USER, SERVICE)).toEqual(['user:user']);
    expect(permissionsFor(USER, null)).toEqual(['user:user']);
  });
  it('gives the service address Admin and Service too, whatever the case', () => {
    expect(permissionsFor(SERVICE, SERVICE)).toEqual(['user:user', 'admin:admin', 'admin:service']);
    expect(permissionsFor(SERVICE.toLowerCase(), SERVICE.toUpperCase())).toEqual([
      'user:user',
      'admin:admin',
      'admin:service',
    ]);
  });
  it('gives nothing without an address (nobody logged in)', () => {
    expect(permissionsFor('', SERVICE)).toEqual([]);
    expect(permissionsFor('', '')).toEqual([]);
  });
});

describe('hasAllPermissions', () => {
  it('needs every listed permission', () => {
    expect(hasAllPermissions(['user:user', 'admin:service'], [PERMISSIONS.Service])).toBe(true);
    expect(hasAllPermissions(['user:user'], [PERMISSIONS.User, PERMISSIONS.Service])).toBe(false);
    expect(hasAllPermissions(permissionsFor(SERVICE, SERVICE), [PERMISSIONS.Admin, PERMISSIONS.Service])).toBe(true);
  });
  it('allows when nothing is required, and refuses when nothing is granted', () => {
    expect(hasAllPermissions([], [])).toBe(true);
    expect(hasAllPermissions([], [PERMISSIONS.User])).toBe(false);
  });
});
