import type { TCareerFieldInput } from '@dalil/contracts/careers/career-field';
import type { TDataSource } from '@dalil/contracts/common/source';

/**
 * The six career fields of the specification. Salary and growth figures are only filled where
 * a named source gives them: the product specification gives software engineering's figures;
 * for the other fields no trustworthy published figure was available to us, so they are null
 * and the page says so until an administrator or the job-market scraper supplies a sourced one.
 * Demand levels are Dalil's editorial assessment and are labelled as such.
 */
const SPECIFICATION: TDataSource = { name: 'Dalil product specification (career fields)', nameArabic: 'مواصفات منتج دليل (المجالات المهنية)', url: null, date: '2025-10-01' };
const EDITORIAL: TDataSource = { name: 'Dalil editorial assessment', nameArabic: 'تقدير فريق تحرير دليل', url: null, date: '2025-10-01' };

export const CAREER_SEED: TCareerFieldInput[] = [
  {
    slug: 'software-engineering',
    name: 'Software Engineering',
    nameArabic: 'هندسة البرمجيات',
    description:
      'Designing, building, testing and maintaining software: web and mobile applications, enterprise systems and the services behind them. Egypt has a large outsourcing and start-up scene, and many engineers also work remotely for companies abroad.',
    descriptionArabic:
      'تصميم البرمجيات وبناؤها واختبارها وصيانتها: تطبيقات الويب والهاتف وأنظمة المؤسسات والخدمات التي تعمل خلفها. في مصر قطاع كبير لتصدير خدمات البرمجة والشركات الناشئة، ويعمل كثير من المهندسين عن بُعد لصالح شركات في الخارج.',
    averageSalary: { entry: 25000, mid: 45000, senior: 75000 },
    salarySource: SPECIFICATION,
    demandLevel: 'high',
    demandSource: EDITORIAL,
    growthRate: 22,
    growthSource: SPECIFICATION,
    topSkills: ['JavaScript / TypeScript', 'Python or Java', 'Databases and SQL', 'Git and code review', 'Cloud and DevOps basics', 'Problem solving'],
    topSkillsArabic: ['جافاسكربت / تايب سكربت', 'بايثون أو جافا', 'قواعد البيانات ولغة SQL', 'Git ومراجعة الشيفرة', 'أساسيات الحوسبة السحابية وDevOps', 'حل المشكلات'],
    relatedPrograms: ['software', 'computer science', 'information technology'],
    companies: ['Valeo Egypt', 'Vodafone _VOIS', 'Instabug', 'Fawry', 'ITWorx', 'Swvl'],
    workEnvironment: 'hybrid',
  },
  {
    slug: 'data-science',
    name: 'Data Science',
    nameArabic: 'علم البيانات',
    description:
      'Turning data into decisions: cleaning and analysing data, building statistical and machine-learning models, and explaining the results to the people who act on them — in banks, telecoms, e-commerce and government.',
    descriptionArabic:
      'تحويل البيانات إلى قرارات: تنظيف البيانات وتحليلها، وبناء النماذج الإحصائية ونماذج تعلّم الآلة، وشرح النتائج لمن يتخذون القرار — في البنوك وشركات الاتصالات والتجارة الإلكترونية والجهات الحكومية.',
    averageSalary: { entry: null, mid: null, senior: null },
    salarySource: null,
    demandLevel: 'high',
    demandSource: EDITORIAL,
    growthRate: null,
    growthSource: null,
    topSkills: ['Python', 'SQL', 'Statistics', 'Machine learning', 'Data visualisation', 'Communicating findings'],
    topSkillsArabic: ['بايثون', 'لغة SQL', 'الإحصاء', 'تعلّم الآلة', 'تصوير البيانات', 'عرض النتائج وشرحها'],
    relatedPrograms: ['data science', 'statistics', 'artificial intelligence'],
    companies: ['Vodafone Egypt', 'Orange Egypt', 'Commercial International Bank (CIB)', 'Fawry', 'Paymob'],
    workEnvironment: 'hybrid',
  },
  {
    slug: 'digital-marketing',
    name: 'Digital Marketing',
    nameArabic: 'التسويق الرقمي',
    description:
      'Reaching customers online: social-media and search campaigns, content, e-mail, analytics and conversion optimisation, for brands, agencies and online stores.',
    descriptionArabic:
      'الوصول إلى العملاء عبر الإنترنت: حملات مواقع التواصل ومحركات البحث، وصناعة المحتوى، والبريد الإلكتروني، وتحليل النتائج وتحسين معدلات التحويل، لصالح العلامات التجارية والوكالات والمتاجر الإلكترونية.',
    averageSalary: { entry: null, mid: null, senior: null },
    salarySource: null,
    demandLevel: 'high',
    demandSource: EDITORIAL,
    growthRate: null,
    growthSource: null,
    topSkills: ['Social-media advertising', 'Search engine optimisation (SEO)', 'Content writing', 'Web analytics', 'Campaign budgeting'],
    topSkillsArabic: ['إعلانات مواقع التواصل', 'تحسين الظهور في محركات البحث (SEO)', 'كتابة المحتوى', 'تحليلات الويب', 'إدارة ميزانيات الحملات'],
    relatedPrograms: ['marketing', 'business administration', 'mass communication'],
    companies: ['Jumia Egypt', 'Talabat Egypt', 'Vodafone Egypt', 'Breadfast', 'Elmenus'],
    workEnvironment: 'hybrid',
  },
  {
    slug: 'financial-analysis',
    name: 'Financial Analysis',
    nameArabic: 'التحليل المالي',
    description:
      'Evaluating companies, investments and budgets: financial statements, valuation, forecasting and risk, in banks, investment houses, audit firms and corporate finance teams.',
    descriptionArabic:
      'تقييم الشركات والاستثمارات والموازنات: القوائم المالية والتقييم والتنبؤ وإدارة المخاطر، في البنوك وبنوك الاستثمار ومكاتب المراجعة وإدارات التمويل في الشركات.',
    averageSalary: { entry: null, mid: null, senior: null },
    salarySource: null,
    demandLevel: 'medium',
    demandSource: EDITORIAL,
    growthRate: null,
    growthSource: null,
    topSkills: ['Financial statement analysis', 'Excel and financial modelling', 'Valuation', 'Accounting standards', 'Risk assessment'],
    topSkillsArabic: ['تحليل القوائم المالية', 'إكسل والنمذجة المالية', 'تقييم الشركات', 'معايير المحاسبة', 'تقييم المخاطر'],
    relatedPrograms: ['finance', 'accounting', 'economics'],
    companies: ['National Bank of Egypt', 'Commercial International Bank (CIB)', 'EFG Hermes', 'Banque Misr', 'PwC Egypt'],
    workEnvironment: 'office',
  },
  {
    slug: 'civil-engineering',
    name: 'Civil Engineering',
    nameArabic: 'الهندسة المدنية',
    description:
      'Planning, designing and supervising the construction of buildings, roads, bridges, water and sewage networks — a field shaped in Egypt by large national infrastructure and housing projects.',
    descriptionArabic:
      'تخطيط المباني والطرق والكباري وشبكات المياه والصرف وتصميمها والإشراف على تنفيذها — وهو مجال تشكّله في مصر مشروعات البنية التحتية والإسكان القومية الكبرى.',
    averageSalary: { entry: null, mid: null, senior: null },
    salarySource: null,
    demandLevel: 'medium',
    demandSource: EDITORIAL,
    growthRate: null,
    growthSource: null,
    topSkills: ['Structural analysis', 'AutoCAD and Revit', 'Site supervision', 'Quantity surveying', 'Project planning (Primavera)'],
    topSkillsArabic: ['التحليل الإنشائي', 'أوتوكاد وريفيت', 'الإشراف على المواقع', 'حصر الكميات', 'تخطيط المشروعات (بريمافيرا)'],
    relatedPrograms: ['civil engineering', 'structural engineering', 'construction'],
    companies: ['Orascom Construction', 'Hassan Allam Holding', 'The Arab Contractors', 'Talaat Moustafa Group', 'Petrojet'],
    workEnvironment: 'field',
  },
  {
    slug: 'healthcare-management',
    name: 'Healthcare Management',
    nameArabic: 'إدارة الرعاية الصحية',
    description:
      'Running hospitals, clinics and health programmes: operations, quality and patient safety, health insurance and finance — increasingly important as Egypt rolls out universal health insurance.',
    descriptionArabic:
      'إدارة المستشفيات والعيادات والبرامج الصحية: التشغيل، والجودة وسلامة المرضى، والتأمين الصحي والشؤون المالية — وتزداد أهميته مع تطبيق منظومة التأمين الصحي الشامل في مصر.',
    averageSalary: { entry: null, mid: null, senior: null },
    salarySource: null,
    demandLevel: 'medium',
    demandSource: EDITORIAL,
    growthRate: null,
    growthSource: null,
    topSkills: ['Hospital operations', 'Quality and accreditation', 'Health information systems', 'Budgeting', 'Team leadership'],
    topSkillsArabic: ['تشغيل المستشفيات', 'الجودة والاعتماد', 'نظم المعلومات الصحية', 'إعداد الموازنات', 'قيادة الفرق'],
    relatedPrograms: ['health administration', 'public health', 'hospital management'],
    companies: ['Cleopatra Hospitals Group', 'Saudi German Hospital Cairo', 'Andalusia Hospitals', 'Dar Al Fouad Hospital', 'Universal Health Insurance Authority'],
    workEnvironment: 'office',
  },
];
