import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { NAME_MAX_LENGTH } from '@/shared/config/auth';
import { TextField } from '@/shared/ui/form';

/** First and last name side by side (stacked on narrow screens), as registration and the profile ask them. */
export function NameFields() {
  return (
    <Row>
      <Col md={6}>
        <TextField name="firstName" label="First name" autoComplete="given-name" required maxLength={NAME_MAX_LENGTH} />
      </Col>
      <Col md={6}>
        <TextField name="lastName" label="Last name" autoComplete="family-name" required maxLength={NAME_MAX_LENGTH} />
      </Col>
    </Row>
  );
}
