import { privacyApi, type SavedUser } from '../../../actors/privacy.actor';
import { PrivacyPanel } from './PrivacyPanel';

// The do-not-sell page's lazy chunk: the panel with the real calls (stories and tests give PrivacyPanel their own).
export default function PrivacyControls(props: { savedUser: SavedUser | null; onDeleted?: () => void }) {
  return <PrivacyPanel {...props} api={privacyApi} />;
}
