// Name pools for a realistic estate of Windows endpoints, some Japanese.
export const PARTNER_NAMES = [
  'Blue Yonder IT Services',
  'Lakeshore Cyber Defense',
  '東邦セキュリティサービス株式会社',
  'Proseware Integrators',
  'Alpine Ridge Solutions',
  'Fourth Coffee Technology',
  'Relecloud Partners',
  '北斗ネットワークス株式会社',
  'Trey Research Managed IT',
  'VanArsdel Security',
  'Wide World Importers IT',
  'Coho Winery Systems',
];

export const COMPANY_WORDS_EN = [
  'Bellows',
  'Cascade',
  'Granite',
  'Harbor',
  'Ironwood',
  'Juniper',
  'Keystone',
  'Lighthouse',
  'Meridian',
  'Northgate',
  'Oakridge',
  'Pinnacle',
  'Quarry',
  'Redwood',
  'Summit',
  'Tidewater',
  'Union',
  'Vista',
  'Westbrook',
  'Yellowstone',
];
export const COMPANY_KINDS_EN = [
  'Logistics',
  'Foods',
  'Health',
  'Capital',
  'Engineering',
  'Manufacturing',
  'Retail',
  'Energy',
  'Pharma',
  'Insurance',
  'Shipping',
  'Textiles',
  'Labs',
  'Motors',
  'Hotels',
];
export const COMPANY_WORDS_JA = [
  '東海',
  '北陸',
  '瀬戸内',
  '関東',
  '九州',
  '富士',
  '桜井',
  '青葉',
  '湘南',
  '京都',
];
export const COMPANY_KINDS_JA = [
  '物流',
  '食品',
  '製薬',
  '電機',
  '建設',
  '商事',
  '銀行',
  '化学',
  '精工',
  '運輸',
];

export const CITIES_US: Array<[city: string, state: string, postal: string]> = [
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Atlanta', 'GA', '30303'],
  ['Phoenix', 'AZ', '85004'],
  ['Minneapolis', 'MN', '55401'],
  ['Charlotte', 'NC', '28202'],
  ['Columbus', 'OH', '43215'],
  ['Nashville', 'TN', '37203'],
  ['Pittsburgh', 'PA', '15222'],
  ['Salt Lake City', 'UT', '84101'],
];
export const CITIES_JP: Array<[city: string, state: string, postal: string]> = [
  ['名古屋市', '愛知県', '4500002'],
  ['福岡市', '福岡県', '8100001'],
  ['札幌市', '北海道', '0600001'],
  ['仙台市', '宮城県', '9800021'],
  ['広島市', '広島県', '7300011'],
  ['神戸市', '兵庫県', '6500001'],
];

export const FIRST_NAMES = [
  'James',
  'Emma',
  'Liam',
  'Ava',
  'Noah',
  'Mia',
  'Lucas',
  'Isabella',
  'Ethan',
  'Amelia',
  'Mason',
  'Harper',
  'Aiden',
  'Evelyn',
  'Elena',
  'Mateo',
  'Zoe',
  'Arjun',
  'Fatima',
  'Kenji',
];
export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Lee',
  'Walker',
  'Young',
  'King',
  'Wright',
  'Lopez',
  'Hill',
  'Scott',
  'Green',
  'Adams',
  'Nelson',
  'Carter',
  'Mitchell',
];
export const FIRST_NAMES_JA = ['太郎', '花子', '翔', '美咲', '大輔', '陽菜', '健太', '由美', '蓮', '葵'];
export const LAST_NAMES_JA = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'];

export const SITE_NAMES = [
  'Headquarters',
  'Distribution Center',
  'East Campus',
  'West Campus',
  'Data Center',
  'Regional Office',
  'Plant 2',
  'Call Center',
  'R&D Lab',
  'Warehouse North',
];
export const SITE_NAMES_JA = ['本社', '大阪支店', '名古屋工場', '物流センター', '研究所', '福岡営業所'];

export const GROUP_NAMES = [
  'Finance',
  'Human Resources',
  'Engineering',
  'Sales Laptops',
  'Front Desk',
  'Point of Sale',
  'Lab Workstations',
  'Executive Laptops',
  'Shop Floor',
  'Kiosks',
  'Servers',
  'Customer Support',
  'Legal',
  'Marketing',
  'IT Admin',
];
export const GROUP_NAMES_JA = [
  '経理部',
  '人事部',
  '営業部',
  '開発部',
  '製造部',
  '総務部',
  '情報システム部',
  '品質管理部',
];

export const OS_VERSIONS: Array<[string, number]> = [
  ['Windows 11 Enterprise 23H2', 30],
  ['Windows 11 Pro 24H2', 22],
  ['Windows 10 Enterprise 22H2', 25],
  ['Windows 10 IoT Enterprise LTSC 2021', 6],
  ['Windows Server 2022 Standard', 9],
  ['Windows Server 2019 Standard', 8],
];

export const AGENT_VERSIONS: Array<[string, number]> = [
  ['8.4.2.1170', 60],
  ['8.4.1.1151', 25],
  ['8.3.9.1102', 15],
];

export const CPUS = [
  'Intel Core i5-1345U',
  'Intel Core i7-1365U',
  'Intel Core i7-13700',
  'AMD Ryzen 7 PRO 7840U',
  'Intel Xeon Silver 4314',
  'Intel Core i5-12500',
];
