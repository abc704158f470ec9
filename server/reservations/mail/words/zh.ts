/** 简体中文：度假村写给客人的礼貌、自然的书面语。金额一律以比索（₱）表示。 */
import { formatCentavos } from '../../../../domain/money'
import type { MailWords } from './en'

export const zh: MailWords = {
  locale: 'zh-Hans',
  sentenceGap: '',
  keepWordsWhole: false,
  greeting: (name) => `尊敬的${name}：`,
  detailLine: (label, value) => `${label}：${value}`,
  dateRange: (from, to) => `${from}至${to}`,
  party: (adults, kids) => `${adults}位成人${kids === 0 ? '' : `，${kids}位儿童`}`,
  details: {
    reference: '预订编号',
    room: '客房',
    roomAtRate: (room, rate) => `${room}（${rate}）`,
    checkIn: '入住日期',
    checkOut: '退房日期',
    nights: '入住晚数',
    nightsCount: (nights) => `${nights}晚`,
    guests: '入住人数',
    total: '总价',
    cancellation: '取消政策',
    paid: '已付金额',
    balanceAtCheckIn: '入住时需付余款',
  },
  policy: ({ text, freeUntil, charge }) =>
    charge === null
      ? text
      : freeUntil === null
        ? `这些日期已不可免费取消：如取消，将收取${charge}。`
        : `${freeUntil}前可免费取消；此后取消将收取${charge}。`,
  resortSays: '度假村留言：',
  lookUp: {
    intro: '如需查看或取消预订，请打开下方链接，并输入此电子邮箱地址：',
    label: '查看我的预订',
  },
  notYou: (resortEmail) =>
    `如果这并非您本人的要求，请直接回复此邮件，或发送邮件至 ${resortEmail}。`,
  requestReceived: {
    subject: (ref, resort) => `【${resort}】已收到您的预订申请（预订编号 ${ref}）`,
    preview: (ref) => `我们已收到您的预订申请 ${ref}，度假村审核期间将为您保留客房。`,
    thanks: (resort) => `感谢您向${resort}提交预订申请，我们已经收到。`,
    nextHeading: '后续安排',
    held: (deadline) =>
      `度假村审核您的申请期间，客房将为您保留。${
        deadline === null ? '' : `如在${deadline}前仍未确认，申请将自动失效，客房也将不再保留。`
      }`,
    writeAgain: '预订一经确认或婉拒，我们会立即再发邮件通知您。',
  },
  confirmed: {
    subject: (ref, resort) => `【${resort}】您的预订已确认（预订编号 ${ref}）`,
    preview: (checkIn) => `您自${checkIn}起的住宿已确认。`,
    goodNews: (resort) => `好消息：${resort}已确认您的预订。我们期待您的光临。`,
  },
  stayChanged: {
    subject: (ref, resort) => `【${resort}】您的预订已变更（预订编号 ${ref}）`,
    preview: (from, to) => `您的住宿日期已改为${from}至${to}。`,
    intro: (resort) => `${resort}已按双方商定的内容变更了您的预订，变更后的详情如下。`,
    beforeHeading: '变更前的预订',
    before: (room, dates, total) => `${room}，${dates}，${total}。`,
  },
  declined: {
    subject: (ref, resort) => `【${resort}】关于您的预订申请（预订编号 ${ref}）`,
    preview: (ref) => `很抱歉，我们未能接受您的预订申请 ${ref}。`,
    sorry: (resort) => `非常抱歉，${resort}无法接受您的预订申请，客房已不再为您保留。`,
    otherDates: (home) => `欢迎您在 ${home} 选择其他日期或其他客房。`,
  },
  cancelled: {
    subject: (ref, resort) => `【${resort}】您的预订已取消（预订编号 ${ref}）`,
    preview: (ref) => `您的预订 ${ref} 已取消。`,
    intro: '您的预订已取消，客房已不再为您保留。',
    chargeLabel: '取消费用',
    charge: (amount) => `${amount}，依据该房价的取消政策收取。`,
    refundLabel: '应退金额',
    refund: (amount, backToCard) =>
      backToCard
        ? `${formatCentavos(amount)}，将退回您付款时使用的银行卡或账户，到账可能需要几天时间。`
        : `${formatCentavos(amount)}，度假村将与您联系办理退款。`,
  },
  deposit: {
    subject: (ref, resort) => `【${resort}】请支付订金（预订编号 ${ref}）`,
    preview: (deadline, deposit) => `客房为您保留至${deadline}，请在此之前支付订金${deposit}。`,
    byTransfer: (resort, deadline, deposit) =>
      `感谢您预订${resort}。客房为您保留至${deadline}。请在此之前转账支付订金${deposit}，并将转账凭证的照片发给我们。前台核对到账后，您的预订即告确认，我们会发邮件通知您。如届时仍未收到凭证，保留将结束，客房也将不再保留。`,
    online: (resort, deadline, deposit) =>
      `感谢您预订${resort}。客房为您保留至${deadline}，订金${deposit}尚未支付。请在此之前完成在线支付，付款成功后预订即刻确认；逾期保留将结束，客房也将不再保留。`,
    uploadIntro: '付款后，请在预订页面输入此电子邮箱地址，并上传转账凭证的照片或PDF：',
    payIntro: '如需付款或查看预订，请打开下方链接，并输入此电子邮箱地址：',
    uploadLabel: '上传转账凭证',
    payLabel: '支付订金',
    amount: '金额',
    writeOnTransfer: '转账附言',
    payBy: '付款截止时间',
    soon: '规定期限',
  },
  paymentExpired: {
    subject: (ref, resort) => `【${resort}】预订因未付订金已失效（预订编号 ${ref}）`,
    preview: (ref) => `我们未能按时收到预订 ${ref} 的订金，客房已不再保留。`,
    ended: (paid) =>
      `我们未能按时收到您的订金，因此保留已结束，客房不再为您保留。${
        paid === null ? '您未被收取任何费用。' : `您已支付的${paid}将退还给您。`
      }`,
    bookAgain: (home) => `欢迎您随时在 ${home} 重新预订。`,
  },
  receiptRejected: {
    heldSubject: (ref, resort) => `【${resort}】请重新提交转账凭证（预订编号 ${ref}）`,
    heldPreview: (deadline) => `我们未能确认您发送的凭证。客房为您保留至${deadline}。`,
    held: (deadline) => `我们未能根据您发送的转账凭证确认到账。客房仍为您保留至${deadline}。`,
    uploadAgain: '请在预订页面重新上传转账凭证的照片或PDF：',
    releasedSubject: (ref, resort) => `【${resort}】关于您的转账凭证（预订编号 ${ref}）`,
    releasedPreview: '我们未能确认您发送的凭证，该预订已不再保留客房。',
    released: '我们未能根据您发送的转账凭证确认到账。该预订已不再保留客房，因此无需再上传凭证。',
    moneyLeft: '如果款项确实已从您的账户转出，请回复此邮件并附上详情，度假村会与您妥善处理。',
  },
  dateChange: {
    subject: (ref, resort) => `【${resort}】已收到您的改期申请（预订编号 ${ref}）`,
    preview: (dates) => `您申请改为${dates}入住，度假村将尽快答复。`,
    asked: (room, dates, price) => `我们已收到您将${room}的住宿改为${dates}的申请：${price}。`,
    unchanged: '在度假村答复之前，您的预订保持不变；一有答复，我们会立即发邮件通知您。',
    price: (total, difference) =>
      `共${formatCentavos(total)}，${
        difference === 0
          ? '与现在相同'
          : difference > 0
            ? `比现在多${formatCentavos(difference)}`
            : `比现在少${formatCentavos(-difference)}`
      }`,
  },
  invoice: {
    subject: (number, resort) => `【${resort}】感谢您的光临（发票 ${number}）`,
    preview: (number, ref) => `预订 ${ref} 的发票 ${number} 已随邮件附上。`,
    thanks: (resort) => `感谢您入住${resort}。希望您此行休息得愉快，我们期待再次欢迎您的到来。`,
    number: '发票号码',
    date: '开具日期',
    reservation: '预订编号',
    attached:
      '发票已以PDF格式附在本邮件中。如需在发票上注明贵公司的名称、地址或TIN（纳税人识别号），请回复此邮件，我们将以该名称重新开具。',
  },
  calendar: {
    summary: (resort, room) => `${resort}：${room}`,
    description: (ref, extras, lookUp) =>
      `预订编号 ${ref}。${extras.length > 0 ? `附加服务：${extras.join('、')}。` : ''}查看或取消预订：${lookUp}`,
  },
}
