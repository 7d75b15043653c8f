import { AccessibilityStatement } from '../components/accessibility-statement';

/** `/accessibility` (public, linked from every footer): the accessibility statement. */
export default function AccessibilityRoute() {
  return <AccessibilityStatement />;
}
