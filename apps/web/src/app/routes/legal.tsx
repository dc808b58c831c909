import { useLocation } from 'react-router';
import { legalLinks } from '../../config/app';
import { LegalDocument } from '../../features/legal/components/legal-document';
import { normalizePath } from '../route-decision';
import NotFoundRoute from './not-found';

/** /legal/*: the document for this path, loaded from /texts/ (SPEC §2.1). */
export default function LegalRoute() {
  const { pathname } = useLocation();
  const document = legalLinks.find((link) => link.to === normalizePath(pathname));
  if (!document) return <NotFoundRoute />;
  return <LegalDocument key={document.file} title={document.title} file={document.file} />;
}
