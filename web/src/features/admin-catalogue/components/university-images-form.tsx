import { useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast.tsx';
import { MAX_IMAGE_BYTES, type TUniversity, type TUniversityImageKind } from '@dalil/contracts/catalogue/university';
import { contractUrl } from '../../../shared/api/contract-client.ts';
import { getAdminToken } from '../../../shared/auth/admin-session.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field, inputClasses } from '../../../shared/ui/input.tsx';
import { FormAlert } from '../../../shared/ui/states.tsx';

/**
 * Uploading a university's photo or logo: the file (JPEG, PNG or WebP, at most 5 MB; the server
 * checks the content) and the credit its licence requires — author, licence and source link.
 */
export function UniversityImagesForm({ university }: { university: TUniversity }) {
  const { t } = useTranslation('admin-catalogue');
  const id = useId();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<TUniversityImageKind>('photo');
  const [file, setFile] = useState<File | null>(null);
  const [credit, setCredit] = useState({ author: '', licence: '', sourceUrl: '' });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const current = university.images.find((i) => i.kind === kind);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return setError(t('images.errors.file'));
    if (file.size > MAX_IMAGE_BYTES) return setError(t('images.errors.size'));
    if (!credit.author.trim() || !credit.licence.trim() || !/^https?:\/\//.test(credit.sourceUrl.trim())) return setError(t('images.errors.credit'));
    setSending(true);
    try {
      // The body is the image file itself (not JSON, not a form), so fetch sends it directly.
      const response = await fetch(contractUrl('put', '/api/admin/university-images/{id}/{kind}', { params: { id: university.id, kind }, query: credit }), {
        method: 'PUT',
        headers: { authorization: `Bearer ${getAdminToken() ?? ''}`, 'content-type': file.type || 'application/octet-stream' },
        body: file,
      });
      // Only a failure's message is read; fetch's json() is untyped and a failure may not be JSON at all.
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      if (!response.ok) return setError(body.message ?? t('images.errors.failed'));
      toast.success(t('images.saved'));
      await queryClient.invalidateQueries();
    } catch {
      setError(t('images.errors.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-6 grid gap-3 border-t border-slate-200 pt-4 dark:border-slate-700" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-bold">{t('images.title')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('images.help')}</p>
      {current && <p className="text-sm">{t('images.current', { author: current.author, licence: current.licence })}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-kind`} label={t('images.kind')}>
          <select id={`${id}-kind`} className={inputClasses(false)} value={kind} onChange={(e) => setKind(e.target.value as TUniversityImageKind)}>
            <option value="photo">{t('images.photo')}</option>
            <option value="logo">{t('images.logo')}</option>
          </select>
        </Field>
        <Field id={`${id}-file`} label={t('images.file')} required>
          <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp" className={inputClasses(false)} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        <Field id={`${id}-author`} label={t('images.author')} required>
          <input id={`${id}-author`} className={inputClasses(false)} value={credit.author} onChange={(e) => setCredit({ ...credit, author: e.target.value })} />
        </Field>
        <Field id={`${id}-licence`} label={t('images.licence')} required>
          <input id={`${id}-licence`} className={inputClasses(false)} value={credit.licence} onChange={(e) => setCredit({ ...credit, licence: e.target.value })} />
        </Field>
        <Field id={`${id}-source`} label={t('images.source')} required>
          <input id={`${id}-source`} type="url" dir="ltr" className={inputClasses(false)} value={credit.sourceUrl} onChange={(e) => setCredit({ ...credit, sourceUrl: e.target.value })} />
        </Field>
      </div>
      <FormAlert message={error} />
      <Button type="submit" disabled={sending} className="justify-self-start">
        <ImageUp aria-hidden className="size-4" />
        {t('images.upload')}
      </Button>
    </form>
  );
}
