import type { TCityCostsInput, TCostFigure } from '@dalil/contracts/cost-of-living/city-costs';
import type { TDataSource } from '@dalil/contracts/common/source';

/**
 * Monthly student living costs per city, in EGP. A figure appears only with a named source and
 * its date; everything else is null and the page says no verified figure exists yet. The costs
 * scraper (or an administrator) fills them in through PUT /api/admin/cost-of-living/{id}.
 */
const MARCO_PAYROLL_EGYPT: TDataSource = {
  name: 'Marco Payroll — Egypt country guide (Cairo cost of living)',
  nameArabic: 'ماركو بايرول — الدليل القُطري لمصر (تكاليف المعيشة في القاهرة)',
  url: 'https://marcopayroll.com/countries/egypt/',
  date: '2024-08-20',
};

const BASIS = {
  housing: ['Whole flat rent per month (for a shared flat, split between the flatmates)', 'إيجار الشقة كاملة شهريًا (في السكن المشترك يُقسَّم على الشركاء)'],
  food: ['Groceries and meals for one student per month', 'البقالة والوجبات لطالب واحد شهريًا'],
  transport: ['Public transport for one person per month', 'المواصلات العامة لفرد واحد شهريًا'],
  utilities: ['Electricity, water, gas and internet per person per month', 'الكهرباء والمياه والغاز والإنترنت للفرد شهريًا'],
  education: ['Books, printing and supplies per month (tuition excluded)', 'الكتب والطباعة والأدوات شهريًا (دون المصروفات الدراسية)'],
  entertainment: ['Outings, cafés and leisure per month', 'الخروجات والمقاهي والترفيه شهريًا'],
} as const;

const unknown = (category: keyof typeof BASIS): TCostFigure => ({ amount: null, basis: BASIS[category][0], basisArabic: BASIS[category][1], source: null });

const noFigures = (): TCityCostsInput['costs'] => ({
  housing: unknown('housing'),
  food: unknown('food'),
  transport: unknown('transport'),
  utilities: unknown('utilities'),
  education: unknown('education'),
  entertainment: unknown('entertainment'),
});

export const CITY_COSTS_SEED: TCityCostsInput[] = [
  {
    slug: 'cairo',
    city: 'Cairo',
    cityArabic: 'القاهرة',
    costs: {
      ...noFigures(),
      housing: {
        amount: 9350,
        basis: 'Rent of a three-bedroom flat outside the city centre, whole flat, per month',
        basisArabic: 'إيجار شقة من ثلاث غرف خارج وسط المدينة، الشقة كاملة، شهريًا',
        source: MARCO_PAYROLL_EGYPT,
      },
      transport: {
        amount: 290,
        basis: 'Monthly train and bus tickets for one person',
        basisArabic: 'اشتراكات القطار والأتوبيس الشهرية لفرد واحد',
        source: MARCO_PAYROLL_EGYPT,
      },
    },
  },
  { slug: 'giza', city: 'Giza', cityArabic: 'الجيزة', costs: noFigures() },
  { slug: 'alexandria', city: 'Alexandria', cityArabic: 'الإسكندرية', costs: noFigures() },
  { slug: 'mansoura', city: 'Mansoura', cityArabic: 'المنصورة', costs: noFigures() },
  { slug: 'assiut', city: 'Assiut', cityArabic: 'أسيوط', costs: noFigures() },
];
