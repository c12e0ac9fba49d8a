// /services as the route shows it: the services screen with the digital keys panel inside. The app
// composes the two features (features do not import each other), in one chunk of its own.
import { KeysPanel } from '../../features/keys/KeysPanel';
import { ServicesScreen } from '../../features/services/ServicesScreen';

export function ServicesWithKeys() {
  return <ServicesScreen KeysPanel={KeysPanel} />;
}
