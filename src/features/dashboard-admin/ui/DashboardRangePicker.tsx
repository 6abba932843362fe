import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { DASHBOARD_PRESETS, type DashboardPreset, type DashboardRangeState } from '../model/range';
import { DASHBOARD_TEXT } from '../model/text';

const T = DASHBOARD_TEXT.range;

/** The period of the figures: a preset, or two IST dates; an impossible pair is said under the fields. */
export function DashboardRangePicker({ state }: { state: DashboardRangeState }) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = state.preset === 'custom' && state.range === null;
  return (
    <fieldset className="row g-3 align-items-end mb-3">
      <legend className="visually-hidden">{T.legend}</legend>
      <div className="col-12 col-sm-6 col-lg-3">
        <Form.Label htmlFor={`${id}-preset`} className="mb-1">
          {T.preset}
        </Form.Label>
        <Form.Select
          id={`${id}-preset`}
          value={state.preset}
          onChange={(event) => state.setPreset(event.target.value as DashboardPreset)}
        >
          {DASHBOARD_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {T.presets[preset]}
            </option>
          ))}
        </Form.Select>
      </div>
      {state.preset === 'custom' &&
        (['from', 'to'] as const).map((name) => (
          <div key={name} className="col-6 col-lg-2">
            <Form.Label htmlFor={`${id}-${name}`} className="mb-1">
              {T[name]}
            </Form.Label>
            <Form.Control
              id={`${id}-${name}`}
              type="date"
              value={state[name]}
              isInvalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => state.setDay(name, event.target.value)}
            />
          </div>
        ))}
      {invalid && (
        <p id={errorId} className="col-12 text-danger small mb-0" role="alert">
          {T.invalid}
        </p>
      )}
    </fieldset>
  );
}
