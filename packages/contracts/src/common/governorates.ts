/**
 * Egypt's 27 governorates, their Arabic names and the planning region each belongs to. The
 * region is what "near" means in guidance (own governorate first, then its region).
 */
export const REGIONS = ['greater-cairo', 'alexandria', 'delta', 'canal', 'north-upper', 'assiut', 'south-upper'] as const;
export type TRegion = (typeof REGIONS)[number];

export interface Governorate {
  name: string;
  nameArabic: string;
  region: TRegion;
}

export const GOVERNORATES: readonly Governorate[] = [
  { name: 'Cairo', nameArabic: 'القاهرة', region: 'greater-cairo' },
  { name: 'Giza', nameArabic: 'الجيزة', region: 'greater-cairo' },
  { name: 'Qalyubia', nameArabic: 'القليوبية', region: 'greater-cairo' },
  { name: 'Alexandria', nameArabic: 'الإسكندرية', region: 'alexandria' },
  { name: 'Beheira', nameArabic: 'البحيرة', region: 'alexandria' },
  { name: 'Matrouh', nameArabic: 'مطروح', region: 'alexandria' },
  { name: 'Monufia', nameArabic: 'المنوفية', region: 'delta' },
  { name: 'Gharbia', nameArabic: 'الغربية', region: 'delta' },
  { name: 'Kafr El Sheikh', nameArabic: 'كفر الشيخ', region: 'delta' },
  { name: 'Dakahlia', nameArabic: 'الدقهلية', region: 'delta' },
  { name: 'Damietta', nameArabic: 'دمياط', region: 'delta' },
  { name: 'Sharqia', nameArabic: 'الشرقية', region: 'canal' },
  { name: 'Port Said', nameArabic: 'بورسعيد', region: 'canal' },
  { name: 'Ismailia', nameArabic: 'الإسماعيلية', region: 'canal' },
  { name: 'Suez', nameArabic: 'السويس', region: 'canal' },
  { name: 'North Sinai', nameArabic: 'شمال سيناء', region: 'canal' },
  { name: 'South Sinai', nameArabic: 'جنوب سيناء', region: 'canal' },
  { name: 'Faiyum', nameArabic: 'الفيوم', region: 'north-upper' },
  { name: 'Beni Suef', nameArabic: 'بني سويف', region: 'north-upper' },
  { name: 'Minya', nameArabic: 'المنيا', region: 'north-upper' },
  { name: 'Assiut', nameArabic: 'أسيوط', region: 'assiut' },
  { name: 'New Valley', nameArabic: 'الوادي الجديد', region: 'assiut' },
  { name: 'Sohag', nameArabic: 'سوهاج', region: 'south-upper' },
  { name: 'Qena', nameArabic: 'قنا', region: 'south-upper' },
  { name: 'Luxor', nameArabic: 'الأقصر', region: 'south-upper' },
  { name: 'Aswan', nameArabic: 'أسوان', region: 'south-upper' },
  { name: 'Red Sea', nameArabic: 'البحر الأحمر', region: 'south-upper' },
];
