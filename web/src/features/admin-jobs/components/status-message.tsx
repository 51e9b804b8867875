import { clsx } from 'clsx';

/** The spec's colours: a message with 'failed' or 'Error' (or its Arabic) is red, a run under way blue, anything else green. */
function toneOf(message: string, running: boolean): 'red' | 'blue' | 'green' {
  if (/failed|error|فشل|خطأ/i.test(message)) return 'red';
  return running ? 'blue' : 'green';
}

export function StatusMessage({ message, running = false, children }: { message: string | null; running?: boolean; children?: React.ReactNode }) {
  if (!message) return null;
  const tone = toneOf(message, running);
  return (
    <div
      role="status"
      data-tone={tone}
      className={clsx(
        'rounded-lg p-3 text-sm font-bold',
        tone === 'red' && 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200',
        tone === 'blue' && 'bg-blue-50 text-blue-800 dark:bg-blue-950/50 dark:text-blue-200',
        tone === 'green' && 'bg-green-50 text-green-800 dark:bg-green-950/50 dark:text-green-200',
      )}
    >
      <p>{message}</p>
      {children}
    </div>
  );
}
