import type { TUniversityFee } from '@dalil/contracts/catalogue/university-figures';
import { FeeDetails, useFeeTitle } from './fee-details.tsx';

/** A faculty's published fees on its card: the Egyptian students' fee first, a non-Egyptian one labelled as such. */
export function FacultyFees({ fees }: { fees: TUniversityFee[] }) {
  const feeTitle = useFeeTitle();
  if (!fees.length) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
      {fees.map((fee) => (
        <FeeDetails key={fee.id} fee={fee} title={feeTitle(fee)} showProgram={fee.appliesToAllFaculties} />
      ))}
    </div>
  );
}
