import type { ContentText } from './content-text'

/** content/ in Filipino; a field left out shows in English. */
export const filText: ContentText = {
  resort: {
    tagline: 'Mag-relax at mag-enjoy',
    description:
      'Isang tahimik na beach resort sa isang white-sand cove sa Pilipinas: may mga kuwarto para sa couples, pamilya at barkada, ilang hakbang lang mula sa dagat.',
    roomNote:
      'Lahat ng kuwarto ay hindi bababa sa 28 sq. m, may smart TV, mabilis na WiFi at sariling balcony na tanaw ang garden o ang dagat. Araw-araw pinapalitan ang linen, at tahimik ang aircon kaya maririnig mo ang alon.',
    rulesIntro:
      'Ilang house rules para manatiling payapa ang cove para sa lahat. Magtanong lang sa front desk kung kailangan mo ng early check-in o late check-out.',
  },
  rooms: {
    1: {
      description:
        '₱2,500 with breakfast o ₱2,000 kung wala, para sa dalawa. May queen bed, bintanang tanaw ang garden at rain shower, bagay sa chill na weekend sa isla.',
    },
    2: {
      description:
        'May sariling mini pool at kasamang 4 na breakfast, sa cabana na kasya hanggang 8. May malilim na lounge, outdoor shower, at dalawang minutong lakad lang papuntang beach. Swak sa pamilya at barkada.',
    },
    3: {
      description:
        '₱3,000 with breakfast o ₱2,500 kung wala, hanggang 4 na tao. Dalawang double bed, sitting area at balcony na nakaharap sa dagat, kita ang sunset paglabas mo ng pinto.',
    },
  },
  slides: {
    1: { title: 'Ang Luxury Resort Mo Para sa Bakasyon', btnNext: 'Tingnan ang mga kuwarto' },
    2: { title: 'Ang Luxury Resort Mo Para sa Bakasyon', btnNext: 'Tingnan ang mga kuwarto' },
    3: { title: 'Mag-relax at Damhin ang Ginhawa', btnNext: 'Tingnan ang mga kuwarto' },
  },
  rules: [
    'Check-in: 3:00 PM - 9:00 PM',
    'Check-out: 10:30 AM',
    'Bawal manigarilyo',
    'Bawal ang alagang hayop',
  ],
  facilities: {
    wifi: 'WiFi',
    coffee: 'Kape',
    bath: 'Banyo',
    parking: 'Parking',
    pool: 'Swimming Pool',
    breakfast: 'Breakfast',
  },
  // Reservations mode's contact block (content/contact.ts): the ways here, in their order.
  contact: {
    gettingHere: [
      {
        way: 'Sakay ng bangka',
        text: 'Mula sa Coron town pier, umaalis ang aming bangka nang 9:00, 13:00 at 16:00, at mga 40 minuto ang biyahe. Sabihin lang ang oras ng dating ninyo at ipagtatabi namin kayo ng upuan.',
      },
      {
        way: 'Sakay ng van',
        text: 'Mula sa Francisco B. Reyes Airport (Busuanga), may van na sumasalubong sa bawat flight at dadalhin kayo sa cove sa loob ng mga isang oras. I-book ito sa front desk kapag nagpa-reserve kayo.',
      },
    ],
  },
}
