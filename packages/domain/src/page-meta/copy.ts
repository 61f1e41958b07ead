import type { LanguageCode } from '../languages.ts'
import type { GameCategoryName } from '../categories.ts'

/**
 * The words of each page's title and meta description, per interface
 * language. `{site}` is the brand's name, `{category}` a game category's.
 * The category names are the ui catalogues' `game_type.*`.
 */
export interface PageMetaCopy {
  /** The home page's title after the brand: `{site} - {tagline}`. */
  tagline: string
  home_description: string
  discount_title: string
  discount_description: string
  faq_title: string
  faq_description: string
  sponsor_title: string
  sponsor_description: string
  game_hall_description: string
  register_title: string
  register_description: string
  app_title: string
  app_description: string
  categories: Record<GameCategoryName, string>
}

export const PAGE_META_COPY: Readonly<Record<LanguageCode, PageMetaCopy>> = {
  zh_TW: {
    tagline: '線上娛樂城',
    home_description: '{site}：真人視訊、電子遊戲、體育投注、彩票、棋牌等。免費試玩，一分鐘註冊，存取款快速。',
    discount_title: '優惠活動',
    discount_description: '{site}最新優惠活動：首存紅利、返水及每週優惠。',
    faq_title: '常見問題',
    faq_description: '關於{site}帳戶、存款、取款、遊戲與安全的常見問題解答。',
    sponsor_title: '贊助',
    sponsor_description: '{site}贊助的球隊與賽事。',
    game_hall_description: '在{site}暢玩{category}：所有遊戲平台一站匯集，真錢遊戲前可免費試玩。',
    register_title: '註冊',
    register_description: '一分鐘註冊{site}帳戶，領取新會員首存紅利。',
    app_title: '下載App',
    app_description: '下載{site} iOS 與 Android App，整個遊戲大廳隨身攜帶。',
    categories: {
      slot: '電子',
      live: '真人視訊',
      sport: '體育',
      lottery: '彩票',
      chess: '棋牌',
      virtual_sport: '虛擬體育',
      cockfight: '鬥雞',
      esport: '電競',
    },
  },
  zh_CN: {
    tagline: '线上娱乐城',
    home_description: '{site}：真人视讯、电子游戏、体育投注、彩票、棋牌等。免费试玩，一分钟注册，存取款快速。',
    discount_title: '优惠活动',
    discount_description: '{site}最新优惠活动：首存红利、返水及每周优惠。',
    faq_title: '常见问题',
    faq_description: '关于{site}账户、存款、取款、游戏与安全的常见问题解答。',
    sponsor_title: '赞助',
    sponsor_description: '{site}赞助的球队与赛事。',
    game_hall_description: '在{site}畅玩{category}：所有游戏平台一站汇集，真钱游戏前可免费试玩。',
    register_title: '注册',
    register_description: '一分钟注册{site}账户，领取新会员首存红利。',
    app_title: '下载App',
    app_description: '下载{site} iOS 与 Android App，整个游戏大厅随身携带。',
    categories: {
      slot: '电子',
      live: '真人视讯',
      sport: '体育',
      lottery: '彩票',
      chess: '棋牌',
      virtual_sport: '虚拟体育',
      cockfight: '斗鸡',
      esport: '电竞',
    },
  },
  en_US: {
    tagline: 'Online Casino, Slots and Sports',
    home_description:
      '{site}: live casino, slots, sports betting, lottery, card games and more. Play demo games free, join in a minute, fast deposits and withdrawals.',
    discount_title: 'Promotions',
    discount_description: 'The latest bonuses and promotions at {site}: welcome bonus, cash back and weekly offers.',
    faq_title: 'Help centre',
    faq_description: 'Answers to common questions about {site}: accounts, deposits, withdrawals, games and security.',
    sponsor_title: 'Sponsorships',
    sponsor_description: 'The teams and events {site} sponsors.',
    game_hall_description:
      'Play {category} at {site}: every provider in one place, demo games free before you play for real.',
    register_title: 'Sign up',
    register_description: 'Create your {site} account in a minute and claim the welcome bonus.',
    app_title: 'Download the app',
    app_description: 'Get the {site} app for iOS and Android: the whole lobby in your pocket.',
    categories: {
      slot: 'Slots',
      live: 'Live Casino',
      sport: 'Sports',
      lottery: 'Lottery',
      chess: 'Card Games',
      virtual_sport: 'Virtual Sports',
      cockfight: 'Cockfighting',
      esport: 'Esports',
    },
  },
  vi_VN: {
    tagline: 'Nhà cái trực tuyến: casino, nổ hũ và thể thao',
    // Spec section 2: for vi_VN the description is about a betting brand.
    home_description:
      '{site} là nhà cái trực tuyến uy tín: cá cược thể thao, casino trực tuyến, nổ hũ, xổ số, đá gà và game bài, nạp rút nhanh, hỗ trợ 24/7.',
    discount_title: 'Khuyến mãi',
    discount_description: 'Khuyến mãi mới nhất tại {site}: thưởng chào mừng, hoàn trả và ưu đãi hằng tuần.',
    faq_title: 'Câu hỏi thường gặp',
    faq_description: 'Giải đáp câu hỏi thường gặp về {site}: tài khoản, nạp tiền, rút tiền, trò chơi và bảo mật.',
    sponsor_title: 'Tài trợ',
    sponsor_description: 'Các đội bóng và sự kiện do {site} tài trợ.',
    game_hall_description:
      'Chơi {category} tại {site}: mọi nhà cung cấp ở một nơi, chơi thử miễn phí trước khi chơi thật.',
    register_title: 'Đăng ký',
    register_description: 'Tạo tài khoản {site} trong một phút và nhận thưởng chào mừng.',
    app_title: 'Tải ứng dụng',
    app_description: 'Tải ứng dụng {site} cho iOS và Android: cả sảnh game trong túi bạn.',
    categories: {
      slot: 'Nổ hũ',
      live: 'Casino trực tiếp',
      sport: 'Thể thao',
      lottery: 'Xổ số',
      chess: 'Game bài',
      virtual_sport: 'Thể thao ảo',
      cockfight: 'Đá gà',
      esport: 'Thể thao điện tử',
    },
  },
  ko_KR: {
    tagline: '온라인 카지노, 슬롯, 스포츠',
    home_description:
      '{site}: 라이브 카지노, 슬롯, 스포츠 베팅, 복권, 카드 게임 등. 무료 데모 게임, 1분 가입, 빠른 입출금.',
    discount_title: '프로모션',
    discount_description: '{site}의 최신 보너스와 프로모션: 가입 보너스, 캐시백, 주간 혜택.',
    faq_title: '자주 묻는 질문',
    faq_description: '{site} 계정, 입금, 출금, 게임, 보안에 관한 자주 묻는 질문과 답변.',
    sponsor_title: '스폰서십',
    sponsor_description: '{site}가 후원하는 팀과 이벤트.',
    game_hall_description: '{site}에서 {category}를 즐기세요: 모든 게임사를 한곳에서, 실전 전에 무료 데모로.',
    register_title: '회원가입',
    register_description: '1분 만에 {site} 계정을 만들고 가입 보너스를 받으세요.',
    app_title: '앱 다운로드',
    app_description: 'iOS와 Android용 {site} 앱: 로비 전체를 손안에.',
    categories: {
      slot: '슬롯',
      live: '라이브 카지노',
      sport: '스포츠',
      lottery: '복권',
      chess: '카드 게임',
      virtual_sport: '가상 스포츠',
      cockfight: '투계',
      esport: 'e스포츠',
    },
  },
  ja_JP: {
    tagline: 'オンラインカジノ・スロット・スポーツ',
    home_description:
      '{site}：ライブカジノ、スロット、スポーツベッティング、宝くじ、カードゲームなど。無料デモプレイ、1分で登録、スピーディーな入出金。',
    discount_title: 'プロモーション',
    discount_description: '{site}の最新ボーナスとプロモーション：ウェルカムボーナス、キャッシュバック、毎週の特典。',
    faq_title: 'よくある質問',
    faq_description: '{site}のアカウント、入金、出金、ゲーム、セキュリティに関するよくある質問と回答。',
    sponsor_title: 'スポンサー',
    sponsor_description: '{site}がスポンサーを務めるチームとイベント。',
    game_hall_description: '{site}で{category}をプレイ：すべてのプロバイダーが一か所に。リアルマネーの前に無料デモで。',
    register_title: '新規登録',
    register_description: '1分で{site}のアカウントを作成して、ウェルカムボーナスを受け取りましょう。',
    app_title: 'アプリをダウンロード',
    app_description: 'iOS・Android向け{site}アプリ：ロビーのすべてをポケットに。',
    categories: {
      slot: 'スロット',
      live: 'ライブカジノ',
      sport: 'スポーツ',
      lottery: '宝くじ',
      chess: 'カードゲーム',
      virtual_sport: 'バーチャルスポーツ',
      cockfight: '闘鶏',
      esport: 'eスポーツ',
    },
  },
  th_TH: {
    tagline: 'คาสิโนออนไลน์ สล็อต และกีฬา',
    home_description: '{site}: คาสิโนสด สล็อต แทงกีฬา หวย เกมไพ่ และอื่น ๆ ทดลองเล่นฟรี สมัครในหนึ่งนาที ฝากถอนรวดเร็ว',
    discount_title: 'โปรโมชั่น',
    discount_description: 'โบนัสและโปรโมชั่นล่าสุดของ {site}: โบนัสต้อนรับ เงินคืน และข้อเสนอประจำสัปดาห์',
    faq_title: 'คำถามที่พบบ่อย',
    faq_description: 'คำตอบสำหรับคำถามที่พบบ่อยเกี่ยวกับ {site}: บัญชี การฝาก การถอน เกม และความปลอดภัย',
    sponsor_title: 'การสนับสนุน',
    sponsor_description: 'ทีมและกิจกรรมที่ {site} ให้การสนับสนุน',
    game_hall_description: 'เล่น{category}ที่ {site}: ทุกค่ายเกมในที่เดียว ทดลองเล่นฟรีก่อนเล่นจริง',
    register_title: 'สมัครสมาชิก',
    register_description: 'สร้างบัญชี {site} ในหนึ่งนาทีและรับโบนัสต้อนรับ',
    app_title: 'ดาวน์โหลดแอป',
    app_description: 'แอป {site} สำหรับ iOS และ Android: ล็อบบี้ทั้งหมดในมือคุณ',
    categories: {
      slot: 'สล็อต',
      live: 'คาสิโนสด',
      sport: 'กีฬา',
      lottery: 'หวย',
      chess: 'เกมไพ่',
      virtual_sport: 'กีฬาเสมือนจริง',
      cockfight: 'ไก่ชน',
      esport: 'อีสปอร์ต',
    },
  },
  hi_IN: {
    tagline: 'ऑनलाइन कैसीनो, स्लॉट्स और स्पोर्ट्स',
    home_description:
      '{site}: लाइव कैसीनो, स्लॉट्स, स्पोर्ट्स बेटिंग, लॉटरी, कार्ड गेम्स और बहुत कुछ। डेमो गेम्स मुफ़्त खेलें, एक मिनट में जुड़ें, तेज़ जमा और निकासी।',
    discount_title: 'प्रमोशन',
    discount_description: '{site} के नवीनतम बोनस और प्रमोशन: वेलकम बोनस, कैशबैक और साप्ताहिक ऑफ़र।',
    faq_title: 'सहायता केंद्र',
    faq_description: '{site} के खाते, जमा, निकासी, गेम्स और सुरक्षा के बारे में आम सवालों के जवाब।',
    sponsor_title: 'प्रायोजन',
    sponsor_description: 'वे टीमें और आयोजन जिन्हें {site} प्रायोजित करता है।',
    game_hall_description: '{site} पर {category} खेलें: सभी प्रोवाइडर एक जगह, असली पैसे से पहले मुफ़्त डेमो।',
    register_title: 'साइन अप',
    register_description: 'एक मिनट में अपना {site} खाता बनाएँ और वेलकम बोनस पाएँ।',
    app_title: 'ऐप डाउनलोड करें',
    app_description: 'iOS और Android के लिए {site} ऐप: पूरी लॉबी आपकी जेब में।',
    categories: {
      slot: 'स्लॉट्स',
      live: 'लाइव कैसीनो',
      sport: 'स्पोर्ट्स',
      lottery: 'लॉटरी',
      chess: 'कार्ड गेम्स',
      virtual_sport: 'वर्चुअल स्पोर्ट्स',
      cockfight: 'मुर्गों की लड़ाई',
      esport: 'ई-स्पोर्ट्स',
    },
  },
  my_MM: {
    tagline: 'အွန်လိုင်းကာစီနို၊ စလော့နှင့် အားကစား',
    home_description:
      '{site}: တိုက်ရိုက်ကာစီနို၊ စလော့၊ အားကစားလောင်းကစား၊ ထီ၊ ဖဲဂိမ်းများနှင့် အခြားများ။ အခမဲ့ စမ်းကစားနိုင်ပြီး တစ်မိနစ်အတွင်း စာရင်းသွင်းနိုင်ကာ ငွေသွင်းငွေထုတ် မြန်ဆန်သည်။',
    discount_title: 'ပရိုမိုးရှင်းများ',
    discount_description: '{site} ၏ နောက်ဆုံးဘောနပ်စ်နှင့် ပရိုမိုးရှင်းများ- ကြိုဆိုဘောနပ်စ်၊ ငွေပြန်အမ်းနှင့် အပတ်စဉ်အထူးလက်ဆောင်များ။',
    faq_title: 'အမေးများသောမေးခွန်းများ',
    faq_description: '{site} ၏ အကောင့်၊ ငွေသွင်း၊ ငွေထုတ်၊ ဂိမ်းများနှင့် လုံခြုံရေးဆိုင်ရာ အမေးများသောမေးခွန်းများအတွက် အဖြေများ။',
    sponsor_title: 'ပံ့ပိုးကူညီမှုများ',
    sponsor_description: '{site} က ပံ့ပိုးကူညီသော အသင်းများနှင့် ပွဲများ။',
    game_hall_description:
      '{site} တွင် {category} ကစားပါ- ဂိမ်းဝန်ဆောင်မှုပေးသူအားလုံး တစ်နေရာတည်းတွင်၊ ငွေအစစ်ဖြင့် မကစားမီ အခမဲ့ စမ်းကစားနိုင်သည်။',
    register_title: 'စာရင်းသွင်းရန်',
    register_description: 'တစ်မိနစ်အတွင်း {site} အကောင့်ဖွင့်ပြီး ကြိုဆိုဘောနပ်စ် ရယူပါ။',
    app_title: 'အက်ပ်ဒေါင်းလုဒ်',
    app_description: 'iOS နှင့် Android အတွက် {site} အက်ပ်- ဂိမ်းခန်းမတစ်ခုလုံး သင့်လက်ထဲတွင်။',
    categories: {
      slot: 'စလော့',
      live: 'တိုက်ရိုက်ကာစီနို',
      sport: 'အားကစား',
      lottery: 'ထီ',
      chess: 'ဖဲဂိမ်း',
      virtual_sport: 'ဗာချွလ်အားကစား',
      cockfight: 'ကြက်တိုက်',
      esport: 'အီးစပို့',
    },
  },
  ta_IN: {
    tagline: 'ஆன்லைன் கேசினோ, ஸ்லாட்ஸ் மற்றும் ஸ்போர்ட்ஸ்',
    home_description:
      '{site}: லைவ் கேசினோ, ஸ்லாட்ஸ், ஸ்போர்ட்ஸ் பந்தயம், லாட்டரி, சீட்டு விளையாட்டுகள் மற்றும் பல. டெமோ விளையாட்டுகளை இலவசமாக விளையாடுங்கள், ஒரு நிமிடத்தில் சேருங்கள், விரைவான வைப்பு மற்றும் திரும்பப் பெறுதல்.',
    discount_title: 'சலுகைகள்',
    discount_description: '{site} இன் சமீபத்திய போனஸ்கள் மற்றும் சலுகைகள்: வரவேற்பு போனஸ், கேஷ்பேக் மற்றும் வாராந்திர சலுகைகள்.',
    faq_title: 'உதவி மையம்',
    faq_description:
      '{site} கணக்கு, வைப்பு, திரும்பப் பெறுதல், விளையாட்டுகள் மற்றும் பாதுகாப்பு பற்றிய பொதுவான கேள்விகளுக்கான பதில்கள்.',
    sponsor_title: 'ஸ்பான்சர்ஷிப்கள்',
    sponsor_description: '{site} ஸ்பான்சர் செய்யும் அணிகள் மற்றும் நிகழ்வுகள்.',
    game_hall_description:
      '{site} இல் {category} விளையாடுங்கள்: எல்லா வழங்குநர்களும் ஒரே இடத்தில், உண்மையான பணத்துக்கு முன் இலவச டெமோ.',
    register_title: 'பதிவு செய்க',
    register_description: 'ஒரு நிமிடத்தில் உங்கள் {site} கணக்கை உருவாக்கி வரவேற்பு போனஸைப் பெறுங்கள்.',
    app_title: 'ஆப்பைப் பதிவிறக்குக',
    app_description: 'iOS மற்றும் Android க்கான {site} ஆப்: முழு லாபியும் உங்கள் கையில்.',
    categories: {
      slot: 'ஸ்லாட்ஸ்',
      live: 'லைவ் கேசினோ',
      sport: 'ஸ்போர்ட்ஸ்',
      lottery: 'லாட்டரி',
      chess: 'சீட்டு விளையாட்டுகள்',
      virtual_sport: 'விர்ச்சுவல் ஸ்போர்ட்ஸ்',
      cockfight: 'சேவல் சண்டை',
      esport: 'இ-ஸ்போர்ட்ஸ்',
    },
  },
  bn_BD: {
    tagline: 'অনলাইন ক্যাসিনো, স্লট ও স্পোর্টস',
    home_description:
      '{site}: লাইভ ক্যাসিনো, স্লট, স্পোর্টস বেটিং, লটারি, কার্ড গেম এবং আরও অনেক কিছু। বিনামূল্যে ডেমো গেম খেলুন, এক মিনিটে যোগ দিন, দ্রুত জমা ও উত্তোলন।',
    discount_title: 'প্রমোশন',
    discount_description: '{site}-এর সর্বশেষ বোনাস ও প্রমোশন: ওয়েলকাম বোনাস, ক্যাশব্যাক এবং সাপ্তাহিক অফার।',
    faq_title: 'সহায়তা কেন্দ্র',
    faq_description: '{site}-এর অ্যাকাউন্ট, জমা, উত্তোলন, গেম ও নিরাপত্তা নিয়ে সাধারণ প্রশ্নের উত্তর।',
    sponsor_title: 'স্পনসরশিপ',
    sponsor_description: 'যে দল ও ইভেন্টগুলো {site} স্পনসর করে।',
    game_hall_description: '{site}-এ {category} খেলুন: সব প্রোভাইডার এক জায়গায়, আসল টাকায় খেলার আগে বিনামূল্যে ডেমো।',
    register_title: 'সাইন আপ',
    register_description: 'এক মিনিটে আপনার {site} অ্যাকাউন্ট খুলুন এবং ওয়েলকাম বোনাস নিন।',
    app_title: 'অ্যাপ ডাউনলোড',
    app_description: 'iOS ও Android-এর জন্য {site} অ্যাপ: পুরো লবি আপনার পকেটে।',
    categories: {
      slot: 'স্লট',
      live: 'লাইভ ক্যাসিনো',
      sport: 'স্পোর্টস',
      lottery: 'লটারি',
      chess: 'কার্ড গেম',
      virtual_sport: 'ভার্চুয়াল স্পোর্টস',
      cockfight: 'মোরগ লড়াই',
      esport: 'ই-স্পোর্টস',
    },
  },
}
