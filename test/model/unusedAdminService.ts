import type { AdminService } from '../../src/services/admin/adminService.types';

/** The admin service of a driver whose calls are all controlled actors: reaching it is a bug. */
export const unusedAdminService = new Proxy({} as AdminService, {
  get: () => () => Promise.reject(new Error('the service is not used: the calls are controlled')),
});
