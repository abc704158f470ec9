import type { ContentText } from './content-text'

/** content/ 的简体中文；缺少的字段显示英文。 */
export const zhText: ContentText = {
  resort: {
    tagline: '尽情放松，享受假期',
    description:
      '一座静谧的海滨度假村，坐落在菲律宾的白沙海湾。为情侣、家庭和团体提供客房，出门几步就是大海。',
    roomNote:
      '每间客房面积不小于28平方米，配有智能电视、高速Wi-Fi和可眺望花园或大海的私人阳台。床品每日更换，空调运行安静，躺在床上就能听到海浪声。',
    rulesIntro:
      '为了让每位客人都能享受海湾的宁静，请遵守以下几条住店规定。如需提前入住或延迟退房，请联系前台。',
  },
  rooms: {
    1: {
      description:
        '适合两人入住，含早餐₱2,500，不含早餐₱2,000。一张大床、一扇花园景观窗和雨淋花洒，适合两人在海岛悠闲度过周末。',
    },
    2: {
      description:
        '小木屋最多可住8人，含迷你泳池和4份早餐。设有遮阳休息区和户外淋浴，步行两分钟即到海滩，适合家庭和团体出游。',
    },
    3: {
      description:
        '最多可住4人，含早餐₱3,000，不含早餐₱2,500。两张双人床、一处休息角和面朝大海的阳台，推门就能看到日落。',
    },
  },
  slides: {
    1: { title: '您的度假首选豪华酒店', btnNext: '查看客房' },
    2: { title: '您的度假首选豪华酒店', btnNext: '查看客房' },
    3: { title: '放松身心，尽享奢华时光', btnNext: '查看客房' },
  },
  rules: ['入住时间：15:00–21:00', '退房时间：10:30', '禁止吸烟', '谢绝携带宠物'],
  facilities: {
    wifi: 'Wi-Fi',
    coffee: '咖啡',
    bath: '浴室',
    parking: '停车位',
    pool: '游泳池',
    breakfast: '早餐',
  },
  // Reservations mode's contact block (content/contact.ts): the ways here, in their order.
  contact: {
    gettingHere: [
      {
        way: '乘船',
        text: '我们的船每天9:00、13:00和16:00从科隆镇码头出发，航程约40分钟。请告知您的抵达时间，我们会为您预留座位。',
      },
      {
        way: '乘车',
        text: '布桑加岛的弗朗西斯科·B·雷耶斯机场每个航班都有我们的面包车接机，约一小时即可抵达度假村。请在预订时向前台一并预约。',
      },
    ],
  },
}
