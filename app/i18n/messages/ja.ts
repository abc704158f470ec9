import type { Catalogue } from '../catalogue'
import { cjkStyle } from './cjk-style'

/** 日本語: リゾートのご案内らしい、です・ます調。 */
export const ja: Catalogue = {
  words: {
    skipToContent: '本文へスキップ',
    menu: 'メニュー',
    mainNav: 'メインメニュー',
    nav: ['ホーム', '客室', 'レストラン', 'お問い合わせ'],
    language: '言語 (Language)',
    copyrightBeforeYear: 'Copyright © ',
    copyrightBeforeName: ' ',
    welcomeTo: '%sへようこそ',
    slideOf: '%t枚中%n枚目',
    showSlide: '%n枚目の写真を表示',
    searchForm: '空室を確認する',
    checkIn: 'チェックイン',
    checkOut: 'チェックアウト',
    adults: '大人',
    kids: 'お子さま',
    adultOptions: ['大人1名', '大人2名', '大人3名', '大人4名'],
    kidOptions: ['お子さまなし', 'お子さま1名', 'お子さま2名', 'お子さま3名', 'お子さま4名'],
    checkNow: '空室を検索',
    rooms: '客室',
    oneRoomFound: 'ご利用いただける客室は1室です。',
    roomsFound: 'ご利用いただける客室は%n室です。',
    noRoomBeforeCount: '',
    noRoomAfterCount:
      '名様でご利用いただける客室はございません。人数を減らすか、フロントまでお電話ください。',
    loadingRooms: '客室を読み込んでいます…',
    loadingLabel: '客室を読み込み中',
    size: '広さ',
    maxPeople: '定員',
    maxBeforeCount: '定員',
    maxAfterCount: '名',
    roomPicture: 'リゾートの%s',
    bookNow: '予約する ',
    afterRoomName: 'の詳細',
    insideRoom: '%sの室内',
    facilities: '客室設備',
    yourReservation: 'ご予約',
    panelBookNow: '今すぐ予約 ',
    hotelRules: 'ご利用案内',
    notFoundTitle: 'ページが見つかりません',
    notFoundMessage:
      'お探しのページは見つかりませんでした。客室のご案内はホームページからご覧いただけます。',
    errorTitle: '予期しないエラーが発生しました',
    errorMessage:
      '申し訳ございません。問題が発生しました。ホームページに戻り、もう一度お試しください。',
    backHome: 'ホームページへ戻る',
  },
  picker: {
    dialog: '日付を選択',
    month: 'カレンダー',
    previousMonth: '前の月',
    nextMonth: '次の月',
    chooseDay: '選択：',
    dayNotAvailable: '選択できません：',
    invalidDate: '有効な日付ではありません。',
  },
  head: {
    homeTitle: '%s | フィリピンのビーチリゾート',
    notFoundTitle: 'ページが見つかりません | %s',
    notFoundDescription: '%sにこのページはございません。',
    roomNotFoundTitle: '客室が見つかりません | %s',
    roomNotFoundDescription: '%sではこの客室をご用意しておりません。',
  },
  // Strict line breaking keeps small kana and closing marks off a line's start; headings break
  // between phrases where the browser can tell them.
  style: cjkStyle(
    '"Hiragino Mincho ProN","Yu Mincho","Noto Serif JP","Noto Serif CJK JP"',
    '"Hiragino Sans","Hiragino Kaku Gothic ProN","Yu Gothic",Meiryo,"Noto Sans JP","Noto Sans CJK JP"',
    'html{line-break:strict}h1,h2,h3{word-break:auto-phrase}',
  ),
}
