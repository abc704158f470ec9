import type { ContentText } from './content-text'

/** content/ 의 한국어: 없는 항목은 영어로 표시됩니다. */
export const koText: ContentText = {
  resort: {
    tagline: '편안한 휴식을 즐기세요',
    description:
      '필리핀의 하얀 모래 해변에 자리한 조용한 비치 리조트입니다. 커플, 가족, 단체를 위한 객실이 바다에서 몇 걸음 거리에 있습니다.',
    // A non-breaking hyphen (U+2011): the browser broke the line after 'Wi-' in narrow columns.
    roomNote:
      '모든 객실은 28㎡ 이상이며 스마트 TV, 빠른 Wi\u2011Fi, 정원 또는 바다가 내려다보이는 전용 발코니를 갖추고 있습니다. 침구는 매일 깨끗하게 교체해 드리며, 에어컨이 조용해 파도 소리를 들으며 쉬실 수 있습니다.',
    rulesIntro:
      '모든 투숙객이 조용한 시간을 보내실 수 있도록 몇 가지 규칙을 지켜 주세요. 이른 체크인이나 늦은 체크아웃이 필요하시면 프런트 데스크에 문의해 주세요.',
  },
  rooms: {
    1: {
      description:
        '2인 기준, 조식 포함 ₱2,500 또는 조식 불포함 ₱2,000입니다. 퀸 침대와 정원이 보이는 창, 레인 샤워를 갖춰 두 분이 여유로운 섬의 주말을 보내시기 좋습니다.',
    },
    2: {
      description:
        '최대 8인이 묵을 수 있는 카바나로, 미니 풀과 조식 4인분이 포함됩니다. 그늘진 라운지와 야외 샤워 시설이 있고 해변까지 걸어서 2분이라 가족과 단체 여행에 좋습니다.',
    },
    3: {
      description:
        '최대 4인 기준, 조식 포함 ₱3,000 또는 조식 불포함 ₱2,500입니다. 더블 침대 2개와 소파 공간, 바다를 향한 발코니가 있어 문밖에서 바로 노을을 감상하실 수 있습니다.',
    },
  },
  slides: {
    1: { title: '휴가를 위한 나만의 럭셔리 리조트', btnNext: '객실 보기' },
    2: { title: '휴가를 위한 나만의 럭셔리 리조트', btnNext: '객실 보기' },
    3: { title: '여유롭게 쉬며 특별한 시간을 누리세요', btnNext: '객실 보기' },
  },
  rules: ['체크인: 오후 3시 ~ 오후 9시', '체크아웃: 오전 10시 30분', '금연', '반려동물 동반 불가'],
  facilities: {
    wifi: 'Wi-Fi',
    coffee: '커피',
    bath: '욕실',
    parking: '주차',
    pool: '수영장',
    breakfast: '조식',
  },
  // Reservations mode's contact block (content/contact.ts): the ways here, in their order.
  contact: {
    gettingHere: [
      {
        way: '배로 오시는 길',
        text: '코론 타운 선착장에서 리조트 보트가 9:00, 13:00, 16:00에 출발하며 약 40분 걸립니다. 도착 시간을 알려 주시면 자리를 맡아 두겠습니다.',
      },
      {
        way: '밴으로 오시는 길',
        text: '부수앙가의 프란시스코 B. 레예스 공항에서 모든 항공편 시간에 맞춰 밴이 기다리며, 리조트까지 약 1시간 걸립니다. 예약하실 때 프런트 데스크에 함께 신청해 주세요.',
      },
    ],
  },
}
