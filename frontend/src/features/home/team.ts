/** Team members shown in the About section (name, position, image). */
export interface TeamMember {
  name: string;
  position: string;
  image: string;
}

export const TEAM: readonly TeamMember[] = [
  { name: 'Giorgi Beridze', position: 'Founder & Fleet Manager', image: '/images/team/giorgi.webp' },
  { name: 'Nino Kapanadze', position: 'Customer Care Lead', image: '/images/team/nino.webp' },
  { name: 'Levan Tsiklauri', position: 'Off-road Guide & Mechanic', image: '/images/team/levan.webp' },
  { name: 'Mariam Lomidze', position: 'Reservations, Kutaisi', image: '/images/team/mariam.webp' },
  { name: 'Davit Gelashvili', position: 'Airport Delivery, Tbilisi', image: '/images/team/davit.webp' },
  { name: 'Ana Jorjadze', position: 'Reservations, Batumi', image: '/images/team/ana.webp' },
];
