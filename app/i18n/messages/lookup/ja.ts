import type { LookupWords } from './en'

/** 日本語：お客さまへのご案内にふさわしい、丁寧なです・ます調。 */
export const lookupJa: LookupWords = {
  title: 'ご予約の確認 | %s',
  description: '%sのご予約の検索・確認・キャンセルはこちらから。',
  heading: 'ご予約の確認',
  loading: 'ご予約情報を読み込んでいます…',

  findHeading: 'ご予約を検索',
  findIntro: 'どちらもご予約時にお送りしたメールに記載されています。',
  reference: '予約番号',
  email: 'メールアドレス',
  searching: 'ご予約を検索しています…',
  find: '予約を検索',
  noMatch:
    '入力された予約番号とメールアドレスに一致するご予約が見つかりません。ご予約確認メールに記載の内容と同じか、両方ともご確認ください。',
  referenceMissing: 'メールに記載の予約番号を入力してください。',
  referenceInvalid:
    '予約番号は「7K3M9QXA」のような英数字8文字です。メールに記載の番号をご確認ください。',
  emailMissing: 'ご予約時のメールアドレスを入力してください。',
  emailInvalid: 'name@example.com の形式でメールアドレスを入力してください。',

  unreachable:
    'リゾートに接続できませんでした。インターネット接続をご確認のうえ、もう一度お試しください。',
  tooManyRequests:
    'リクエストの回数が多すぎます。1分ほどお待ちいただいてから、もう一度お試しください。',
  somethingWrong:
    '申し訳ございません。こちら側で問題が発生しました。しばらくしてからもう一度お試しください。',

  reservation: '予約',
  inNameOf: 'ご予約者：%s 様',
  statusRequested:
    'リクエスト受付済み：まもなくリゾートより確定のご連絡をいたします。それまでお部屋は確保しております。',
  statusAwaitingPayment:
    'お支払い待ち：デポジットをお支払いいただくとご予約が確定します。それまでお部屋は確保しております。',
  statusConfirmed: '予約確定：皆さまのお越しを心よりお待ちしております。',
  statusDeclined:
    '予約不成立：誠に申し訳ございませんが、今回のご予約リクエストはお受けできませんでした。',
  statusCancelled: 'キャンセル済み：ご予約の日程は空室に戻りました。',
  statusExpired:
    '期限切れ：ご予約が確定する前にお部屋の仮押さえ期間が終了したため、日程は空室に戻りました。',
  statusCheckedIn:
    'チェックイン済み：ようこそお越しくださいました。どうぞごゆっくりお過ごしください。',
  statusCheckedOut: 'チェックアウト済み：ご滞在いただき、誠にありがとうございました。',
  statusNoShow:
    '不泊（ノーショー）：ご到着がなかったため、このご宿泊はキャンセル扱いとなりました。',
  statusReceiptInReview:
    '振込明細を受け付けました：リゾートでお振込みを確認しており、入金を確認しだいご予約を確定いたします。それまでお部屋は確保しております。',
  noShowDueBefore: '料金プランのキャンセルポリシーに基づく不泊料金：',
  cancellationDueBefore: '料金プランのキャンセルポリシーによるキャンセル料：',
  payableHereAll: '。こちらからオンラインでお支払いいただけます。',
  payableHerePart: '。うち未払いの %a は、こちらからオンラインでお支払いいただけます。',

  instant: '%d %t（マニラ時間）',

  cancelOpen: '予約をキャンセル',
  cancelQuestion:
    '予約 %r をキャンセルしてもよろしいですか？お部屋の確保は解除され、元に戻すことはできません。',
  spaceAfterSentence: '',
  cancelCharge:
    '料金プランのキャンセルポリシーにより、現時点でキャンセルされると %a のキャンセル料が発生します。',
  cancelFree: '現時点でのキャンセルには、キャンセル料はかかりません。',
  cancelTooLate:
    'このご予約はオンラインではキャンセルできなくなりました。お手数ですが、リゾートまでお電話ください。',
  cancelYes: 'はい、キャンセルします',
  cancelKeep: 'キャンセルしない',

  changeOpen: '日程を変更',
  changeHeading: 'ご宿泊日の変更',
  changeIntroAtOnce:
    '同じお部屋・同じ料金プランで新しい日程をお選びください。その日程でお部屋に空きがあれば、送信と同時にご予約が変更されます。',
  changeIntroRequest:
    '同じお部屋・同じ料金プランで新しい日程をお選びください。リゾートで確認のうえメールでご連絡いたします。それまでは現在のご予約のままです。',
  changeChooseBoth:
    '新しいチェックイン日とチェックアウト日をお選びいただくと、料金が表示されます。',
  changePricing: '新しい日程の料金を計算しています…',
  changeNewTotal: '変更後の合計',
  changeMore: '現在のご予約（%b）より %d 高くなります。',
  changeLess: '現在のご予約（%b）より %d 安くなります。',
  changeSame: '現在のご予約（%b）と同じ料金です。',
  changeSendAtOnce: 'この日程に変更する',
  changeSendRequest: 'この日程で変更をリクエスト',
  changeKeep: '日程を変更しない',
  changeNightsTaken:
    'ご希望の日程の一部は、すでにお部屋が埋まっております。別の日程をお選びいただくか、お電話またはメールでお問い合わせください。お手伝いいたします。',
  changeTooFar: 'ご予約は%n日先（%d）まで承っております。',
  changeFromTomorrow:
    'チェックイン日は明日以降をお選びください。本日のチェックインはお電話またはメールでご相談ください。',
  changeBegun:
    'ご宿泊が本日から、またはすでに始まっているため、オンラインでは変更できません。お電話またはメールでご連絡ください。',
  changeNotOnline:
    'このご予約は、オンラインでは変更できなくなりました。お電話またはメールでご連絡ください。',
  changeStay: '%n、%d',
  changedAtOnce: '日程を変更しました：%s、合計 %a。新しいご予約内容をメールでお送りしました。',
  changeAsked:
    '%d への変更リクエストをリゾートにお送りしました。回答がありしだいメールでお知らせします。それまでは現在のご予約のままです。',

  charges: 'ご利用明細',
  total: '合計',
  paid: 'お支払い済み',
  balance: '残額',
  toGiveBack: 'ご返金額',
  payment: 'お支払い',
  deposit: 'デポジット',
  payDeposit: 'デポジットを支払う',
  refundDue: 'ご返金予定：%s',
  refunded: 'ご返金済み：%s',
  refundedAmount: 'ご返金済み：%a。',
  refundToCard:
    '%a（お支払いに使われたカードまたは口座に返金されます。反映まで数日かかる場合があります）',
  refundByHand: '%a（ご返金についてはリゾートよりご連絡いたします）',
  receiptChecking:
    '振込明細を受け取りました。リゾートで確認しております。その間もお部屋は確保しております。',
  depositPaid: 'デポジットのお支払いが完了しました。残額 %a はチェックイン時にお支払いください。',
  paidInFull: '全額お支払い済みです。ありがとうございました。',
  nothingPaid: 'お支払いはありませんでした。',
  depositOnline:
    'デポジットのお支払いがまだ完了していません。お支払いいただくとご予約が確定します。それまでお部屋は確保しております。',
  depositOnlineBy:
    'デポジットのお支払いがまだ完了していません。%d までにお支払いいただくとご予約が確定します。それまでお部屋は確保しております。',
  depositTransfer:
    'デポジットをお振込みのうえ、下のフォームから振込明細の写真またはPDFをアップロードしてください。',
  depositTransferBy:
    '%d までにデポジットをお振込みのうえ、下のフォームから振込明細の写真またはPDFをアップロードしてください。',
  transferAmount: '金額',
  transferWriteOn: '振込のメモ欄に記入',
  transferPayBy: 'お支払い期限',

  payNow: '%a を今すぐ支払う',
  payOnPayMongo: 'PayMongoの安全なお支払いページに移動します。',
  payJustPaid:
    'お支払いが済んだばかりの場合、こちらに反映されるまで数分かかることがあります。しばらくしてから再度ご確認ください。',
  payNotMade: 'お支払いは完了していません。ご都合のよいときにこちらからお支払いいただけます。',
  payNothingDue:
    '現在、このご予約でオンラインでお支払いいただく金額はありません。もう一度検索して、現在の状況をご確認ください。',
  paymentWaiting: 'お支払いを確認しています…',
  paymentNotYet:
    'お支払いはまだ確認できていません。お支払い済みの場合は反映まで数分かかることがあります。しばらくしてからこのページを再読み込みしてください。',
  paymentReceived: 'ありがとうございます。お支払いを確認し、ご予約が確定しました。',
  paymentCancelled:
    'お支払いは完了していません。お部屋の確保期間中は、下からデポジットをお支払いいただけます。',

  uploadReceipt: '振込明細をアップロード',
  receiptIntro:
    'お振込みでお支払いの場合は、振込明細の写真またはPDFをお送りください。リゾートで入金を確認しだい、ご予約を確定いたします。',
  receiptLabel: '振込明細（JPEG・PNG・PDF、5MBまで）',
  receiptChoose: '振込明細の写真またはPDFを選択してください。',
  receiptTooLarge: '振込明細が5MBを超えています。より小さい写真またはPDFをお送りください。',
  receiptWrongType: '5MB以下のJPEG・PNGの写真、またはPDFをお送りください。',
  receiptTooMany:
    'このご予約には、受付上限の%n件の振込明細がすでに届いています。追加の振込明細は、予約番号（%r）を添えてリゾートまでメールでお送りください。',
  receiptUnreadable:
    'ファイルを開くことができませんでした。振込明細の写真またはPDFをもう一度お送りいただくか、写真を撮り直してお送りください。',
  receiptBookingGone:
    'このメールアドレスではご予約が見つからなくなりました。もう一度検索してください。',
  receiptNotTaken:
    'このご予約では振込明細の受付を終了しています。もう一度検索して現在の状況をご確認ください。',
}
