/** Fixture pages on 127.0.0.1 for the scrapers: static, JavaScript-rendered, changed markup. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGES: Record<string, string> = {
  '/robots.txt': 'User-agent: *\nDisallow: /private/\n',
  '/scu/public-universities': `<!doctype html><html lang="ar"><body><main>
    <h1>الجامعات الحكومية</h1>
    <table><thead><tr><th>م</th><th>الجامعة</th><th>المحافظة</th><th>الموقع</th></tr></thead><tbody>
      <tr data-name-en="Cairo University"><td>1</td><td>جامعة القاهرة</td><td>الجيزة</td><td><a href="https://cu.edu.eg">cu.edu.eg</a></td></tr>
      <tr data-name-en="Alexandria University"><td>2</td><td>جامعة الإسكندرية</td><td>الإسكندرية</td><td><a href="https://alexu.edu.eg">alexu.edu.eg</a></td></tr>
      <tr data-name-en="Assiut University"><td>3</td><td>جامعة أسيوط</td><td>أسيوط</td><td><a href="https://www.aun.edu.eg">aun.edu.eg</a></td></tr>
    </tbody></table></main></body></html>`,
  '/study-in-egypt/universities': `<!doctype html><html><body><div id="app">Loading…</div>
    <script>
      setTimeout(function () {
        var data = [
          { en: 'Mansoura University', ar: 'جامعة المنصورة', city: 'Mansoura', type: 'Public' },
          { en: 'Nile University', ar: 'جامعة النيل', city: 'Giza', type: 'Private' }
        ];
        var app = document.getElementById('app');
        app.textContent = '';
        data.forEach(function (u) {
          var card = document.createElement('div');
          card.className = 'university-card';
          card.innerHTML = '<h3 class="university-name"></h3><span class="university-name-ar" lang="ar"></span><span class="university-location"></span><span class="university-type"></span>';
          card.querySelector('.university-name').textContent = u.en;
          card.querySelector('.university-name-ar').textContent = u.ar;
          card.querySelector('.university-location').textContent = u.city;
          card.querySelector('.university-type').textContent = u.type;
          app.appendChild(card);
        });
      }, 150);
    </script></body></html>`,
  '/scu/changed': `<!doctype html><html><body><main><h1>الجامعات</h1>
    <div class="grid"><div class="tile">جامعة القاهرة</div><div class="tile">جامعة عين شمس</div></div></main></body></html>`,
  '/numbeo/cairo': `<!doctype html><html><body><h1>Cost of Living in Cairo</h1><table class="data_wide_table">
    <tr><td>Apartment (1 bedroom) Outside of Centre</td><td class="priceValue">9,800.00&nbsp;ج.م</td></tr>
    <tr><td>Monthly Pass (Regular Price)</td><td class="priceValue">400.00&nbsp;ج.م</td></tr>
    <tr><td>Basic (Electricity, Heating, Cooling, Water, Garbage) for 85m2 Apartment</td><td class="priceValue">1,150.00&nbsp;ج.م</td></tr>
  </table></body></html>`,
  '/private/universities': '<html><body><table><tr><td>Secret University</td></tr></table></body></html>',
  '/fulbright/programs': `<!doctype html><html><body><main>
    <article><h2 class="entry-title"><a href="/fulbright/programs/masters">Foreign Student Program (Master's)</a></h2>
      <p>Full funding for a master's degree in the United States. Deadline: 15 May 2026.</p></article>
    <article><h2 class="entry-title"><a href="/fulbright/programs/phd">Foreign Student Program (PhD)</a></h2>
      <p>Doctoral study in the United States for Egyptian graduates.</p></article>
  </main></body></html>`,
};

export async function startFixtureSite() {
  const requests: Array<{ path: string; userAgent: string }> = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push({ path, userAgent: String(req.headers['user-agent'] ?? '') });
    const page = PAGES[path];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': path.endsWith('.txt') ? 'text/plain' : 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
