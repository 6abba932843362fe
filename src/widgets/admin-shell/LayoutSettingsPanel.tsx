import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';

export interface LayoutSettings {
  darkSidebar: boolean;
  stickyHeader: boolean;
  fullWidth: boolean;
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = { darkSidebar: true, stickyHeader: true, fullWidth: true };

const OPTIONS: Array<{ key: keyof LayoutSettings; label: string }> = [
  { key: 'darkSidebar', label: 'Dark sidebar' },
  { key: 'stickyHeader', label: 'Sticky header' },
  { key: 'fullWidth', label: 'Full-width content' },
];

/**
 * The header's layout settings panel (spec: Screens and routes). The settings last for this visit only: the
 * browser keeps exactly the spec's storage items, so nothing is written there.
 */
export function LayoutSettingsPanel(props: {
  show: boolean;
  onHide: () => void;
  settings: LayoutSettings;
  onChange: (settings: LayoutSettings) => void;
}) {
  const { show, onHide, settings, onChange } = props;
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="layout-settings-title">
      <Offcanvas.Header closeButton closeLabel="Close layout settings">
        <Offcanvas.Title id="layout-settings-title">Layout settings</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form>
          {OPTIONS.map((option) => (
            <Form.Check
              key={option.key}
              type="switch"
              id={`layout-${option.key}`}
              label={option.label}
              className="mb-3"
              checked={settings[option.key]}
              onChange={(event) => onChange({ ...settings, [option.key]: event.currentTarget.checked })}
            />
          ))}
        </Form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
