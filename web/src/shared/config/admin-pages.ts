import { BookOpen, Building2, ClipboardCheck, GraduationCap, Megaphone, Settings, type LucideIcon } from 'lucide-react';
import { paths } from './paths.ts';

/** The admin management pages (their own URLs, outside the panel's tabs): the shell's second menu and the dashboard's links. */
export const ADMIN_MANAGEMENT_PAGES: ReadonlyArray<{ key: string; to: string; icon: LucideIcon }> = [
  { key: 'universities', to: paths.admin.universities, icon: Building2 },
  { key: 'scholarships', to: paths.admin.scholarships, icon: GraduationCap },
  { key: 'programs', to: paths.admin.programs, icon: BookOpen },
  { key: 'services', to: paths.admin.services, icon: Settings },
  { key: 'ads', to: paths.admin.ads, icon: Megaphone },
  { key: 'data', to: paths.admin.data, icon: ClipboardCheck },
];
