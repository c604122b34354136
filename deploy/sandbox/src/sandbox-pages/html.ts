// Tiny HTML helpers for the provider's pages (Spanish, accessible, no client script needed).
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    const parts = Array.isArray(value) ? value : [value];
    for (const part of parts) {
      if (part === null || part === undefined || part === false) continue;
      out += part instanceof Html ? part.text : escapeHtml(String(part));
    }
    out += strings[index + 1] ?? '';
  });
  return new Html(out);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1a202c; }
  header { background: #1a365d; color: #fff; padding: 14px 20px; font-weight: 600; }
  main { max-width: 720px; margin: 24px auto; background: #fff; padding: 24px; border-radius: 10px;
         box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  select, input { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem;
                  border: 1px solid #a0aec0; border-radius: 6px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button { padding: 10px 18px; font-size: 1rem; border-radius: 6px; border: 1px solid #1a365d;
           cursor: pointer; background: #fff; color: #1a365d; }
  button.primary { background: #1a365d; color: #fff; }
  .note { color: #4a5568; font-size: .9rem; }
  .error { color: #c53030; font-weight: 600; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; border-bottom: 1px solid #e2e8f0; padding: 8px; vertical-align: top; }
  ul.stores { list-style: none; padding: 0; }
  ul.stores li { padding: 10px 0; border-bottom: 1px solid #e2e8f0; }
`;

export function page(title: string, body: Html, header = 'Sandbox del proveedor'): string {
  return html`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
<header>${header}</header>
<main>
${body}
</main>
</body>
</html>
`.text;
}
