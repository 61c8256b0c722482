import { FOUNDERS } from '../founders';
import type { TeamMember } from './types';

/** The team section (spec section 2): the two founders first, then the thirteen others. */
export const TEAM: readonly TeamMember[] = [
  ...FOUNDERS.map(({ name, role }) => ({ name, role })),
  { name: 'Maya Okafor', role: 'Head of Animation' },
  { name: 'Jonas Weber', role: 'Lead Engineer' },
  { name: 'Priya Raman', role: 'Product Designer' },
  { name: 'Luis Ortega', role: 'Community Lead' },
  { name: 'Hana Sato', role: 'Story Director' },
  { name: 'Ethan Cole', role: 'Smart Contract Engineer' },
  { name: 'Amara Nwosu', role: '3D Artist' },
  { name: 'Felix Hartmann', role: 'Front-end Engineer' },
  { name: 'Sofia Russo', role: 'Marketing Lead' },
  { name: 'Kwame Mensah', role: 'Back-end Engineer' },
  { name: 'Lena Novak', role: 'Illustrator' },
  { name: 'Omar Haddad', role: 'AI Research Engineer' },
  { name: 'Chloe Martin', role: 'Partnerships Manager' },
];
