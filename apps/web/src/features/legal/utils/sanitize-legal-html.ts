const REMOVED_ELEMENTS =
  'script, style, iframe, frame, object, embed, link, meta, base, form, input, button, textarea, select, template';

/**
 * The legal documents are our own server's fragments, but they are still placed with innerHTML: keep
 * only inert markup (no scripts, handlers, styles or forms), make external links open in a new tab and
 * turn any h1 into h2 (the page already has its h1). Browser only (DOMParser).
 */
export function sanitizeLegalHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll(REMOVED_ELEMENTS)) element.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const isScriptUrl =
        (name === 'href' || name === 'src') && /^\s*(javascript|data|vbscript):/i.test(attribute.value);
      if (name.startsWith('on') || name === 'style' || isScriptUrl) element.removeAttribute(attribute.name);
    }
  }
  for (const link of doc.body.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const heading of doc.body.querySelectorAll('h1')) {
    const replacement = doc.createElement('h2');
    replacement.innerHTML = heading.innerHTML;
    heading.replaceWith(replacement);
  }
  return doc.body.innerHTML;
}
