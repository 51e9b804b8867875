/**
 * The jobs pipeline from the admin panel: a CSV uploaded on the file-upload tab is imported by
 * the workers, its progress bar reaches 100% and the records count appears; the data-scraping
 * tab lists the source registry and the operators' board opens for the signed-in admin.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminToken, useBrowser } from './browser.ts';
import { makePdf } from '@dalil/catalogue/testing';

const ROWS = 3_000;

function resultsCsv(): Buffer {
  const lines = ['seat_number,student_name,stream,total_score'];
  for (let i = 0; i < ROWS; i++) lines.push(`${700000 + i},طالب ${i},science,${250 + (i % 150)}`);
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

async function openPanel(open: ReturnType<typeof useBrowser>['open']): Promise<Page> {
  const token = await adminToken();
  const page = await open('/', { language: 'en' });
  await page.evaluate((value) => {
    localStorage.setItem('adminToken', value);
    localStorage.setItem('adminUser', JSON.stringify({ username: 'e2e-admin' }));
  }, token);
  await page.goto('/admin');
  return page;
}

describe('admin jobs', () => {
  const { open, baseUrl } = useBrowser();

  it('when a 10 MB CSV goes through the gateway, then it streams to the jobs service and its live events end with the full count', async () => {
    const token = await adminToken();
    const lines = ['seat_number,student_name,stream,total_score'];
    for (let i = 0; i < 250_000; i++) lines.push(`${5_000_000 + i},طالب رقم ${i},science,${250 + (i % 150)}`);
    const form = new FormData();
    form.set('kind', 'results');
    form.set('year', '2016');
    form.set('csvFile', new Blob([lines.join('\n')], { type: 'text/csv' }), 'results-2016.csv');
    const upload = await fetch(`${baseUrl}/admin/upload/csv`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect([200, 202]).toContain(upload.status);
    const { data } = (await upload.json()) as { data: { jobId: string } };
    const stream = await fetch(`${baseUrl}/api/admin/jobs/${data.jobId}/events`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    // The stream ends after the final event, so reading it whole waits for the job.
    const text = await stream.text();
    const last = JSON.parse(text.trim().split('\n\n').at(-1)!.split('data: ')[1]!);
    expect(last).toMatchObject({ type: 'completed', job: { state: 'completed', result: { recordsProcessed: 250_000 } } });
    const anonymous = await fetch(`${baseUrl}/api/admin/jobs/${data.jobId}/events`);
    expect(anonymous.status).toBe(401);
  });

  it('when an admin uploads a results CSV on the file-upload tab, then the progress bar reaches 100% and the records count appears', async () => {
    const page = await openPanel(open);
    await page.getByRole('tab', { name: 'File upload' }).click();
    await page.getByLabel('What the file holds').selectOption('results');
    await page.getByLabel('Results year').fill('2019');
    await page.getByLabel('CSV or Excel file').setInputFiles({ name: 'results-2019.csv', mimeType: 'text/csv', buffer: resultsCsv() });
    await page.getByRole('button', { name: 'Upload CSV' }).click();

    const bar = page.getByRole('progressbar', { name: 'Job progress' });
    await bar.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '100', undefined, { timeout: 45_000 });
    await expect.poll(() => page.getByTestId('job-records').first().textContent(), { timeout: 10_000 }).toContain('Records: 3,000');
    const status = page.getByRole('status').filter({ hasText: 'CSV file processed successfully! Records: 3,000' });
    await status.waitFor({ timeout: 10_000 });
    expect(await status.getAttribute('data-tone')).toBe('green');

    const history = page.getByTestId('jobs-history');
    await history.waitFor();
    expect(await history.textContent()).toContain('Completed');
  });

  /** Uploads `buffer` in the PDF form; the failure status it shows (text and tone). */
  async function refusedPdf(buffer: Buffer) {
    const page = await openPanel(open);
    await page.getByRole('tab', { name: 'File upload' }).click();
    await page.getByLabel('PDF file').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer });
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Failed to process file:' });
    await status.waitFor({ timeout: 30_000 });
    return { text: await status.textContent(), tone: await status.getAttribute('data-tone') };
  }

  it('when a file that is not a PDF is uploaded as a PDF, then the failure message shows in red', async () => {
    const status = await refusedPdf(Buffer.from('plain text, not a PDF'));
    expect(status.text).toContain('not a PDF');
    expect(status.tone).toBe('red');
  });

  it('when a 17 MB file that is not a PDF goes up in the PDF form, then the browser reads the refusal sent from its first bytes and shows it in red', async () => {
    // Refused after eight bytes while the rest is still on its way: read, not a network error.
    const status = await refusedPdf(Buffer.alloc(17 * 1024 * 1024, 'not a pdf '));
    expect(status.text).toContain('The file is not a PDF');
    expect(status.tone).toBe('red');
  });

  it('when the browser posts 17 MB to the upload route with a bad token, then it reads the 401 every time', async () => {
    const page = await open('/', { language: 'en' });
    const seen = await page.evaluate(async () => {
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) {
        const form = new FormData();
        form.set('kind', 'results');
        form.set('csvFile', new Blob([new Uint8Array(17 * 1024 * 1024).fill(97)]), 'results.csv');
        try {
          const response = await fetch('/admin/upload/csv', { method: 'POST', body: form, headers: { authorization: 'Bearer not-a-token' } });
          answers.push(`${response.status} ${((await response.json()) as { message: string }).message}`);
        } catch (error) {
          answers.push(`network error ${String(error)}`);
        }
      }
      return answers;
    });
    expect(seen).toEqual(Array(5).fill('401 Invalid token'));
  });

  it('when a PDF is uploaded, then it is listed, found by the public document search and can be deleted', async () => {
    const page = await openPanel(open);
    await page.getByRole('tab', { name: 'File upload' }).click();
    await page.getByLabel('Document title (optional)').fill('Scholarship deadlines guide');
    await page.getByLabel('PDF file').setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: makePdf(['Fulbright deadlines for Egyptian graduates', 'Required documents']) });
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await page.getByRole('status').filter({ hasText: 'PDF file processed successfully! Records: 2' }).waitFor({ timeout: 20_000 });
    const list = page.getByTestId('documents-list');
    await expect.poll(() => list.textContent(), { timeout: 10_000 }).toContain('Scholarship deadlines guide');
    const search = (await (await fetch(`${baseUrl}/api/documents?search=fulbright`)).json()) as { data: Array<{ title: string }> };
    expect(search.data.map((d) => d.title)).toContain('Scholarship deadlines guide');
    await page.getByRole('button', { name: 'Delete Scholarship deadlines guide' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await page.getByText('No documents yet').count()) > 0, { timeout: 10_000 }).toBe(true);
  });

  it('when the data-scraping tab opens, then the registry sources are listed and the queue board opens for the admin', async () => {
    const page = await openPanel(open);
    await page.getByRole('tab', { name: 'Data scraping' }).click();
    const universities = page.getByTestId('sources-universities');
    await universities.waitFor({ timeout: 15_000 });
    expect(await universities.textContent()).toContain('scu.eg');
    const [board] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open the queue board' }).click()]);
    await board.waitForLoadState('domcontentloaded');
    const response = await board.reload();
    expect(response?.status()).toBe(200);
  });
});
