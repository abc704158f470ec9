import type { Contact } from './schema'

/**
 * Reservations mode: how guests reach the resort and find their way to it, shown in the
 * home page's contact block and the footer. Kept apart from resort.ts so the default site,
 * which shows none of it, carries none of it.
 */
export const contact: Contact = {
  address: 'Sitio Alon, Barangay San Jose, Coron, Palawan 5316, Philippines',
  phone: '+63 917 555 0142',
  email: 'stay@aloncove.ph',
  mapUrl: 'https://www.openstreetmap.org/search?query=Coron%2C%20Palawan',
  gettingHere: [
    {
      way: 'By boat',
      text: 'From Coron town pier, our boat leaves at 9:00, 13:00 and 16:00 and takes about 40 minutes. Tell us your arrival time and we keep a seat for you.',
    },
    {
      way: 'By van',
      text: 'From Francisco B. Reyes Airport (Busuanga), a van meets every flight and brings you to the cove in about an hour. Book it with the front desk when you reserve.',
    },
  ],
  postalAddress: {
    street: 'Sitio Alon, Barangay San Jose',
    locality: 'Coron',
    region: 'Palawan',
    postalCode: '5316',
    country: 'PH',
  },
  geo: { latitude: 11.9986, longitude: 120.2043 },
  checkInTime: '15:00',
  checkOutTime: '10:30',
}
