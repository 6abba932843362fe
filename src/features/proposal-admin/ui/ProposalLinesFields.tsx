import { FieldArray, useFormikContext } from 'formik';
import {
  CATALOGUE_GROUPS,
  formatCataloguePrice,
  parseCataloguePrice,
  findCatalogueItem,
} from '@/content/serviceCatalogue';
import { SelectField, TextField } from '@/shared/ui/form';
import { newLine, type BuilderValues } from '../model/builderValues';
import { PROPOSAL_ADMIN_TEXT as T } from '../model/text';

const SERVICE_OPTIONS = CATALOGUE_GROUPS.flatMap((group) =>
  group.items.map((item) => ({
    value: String(item.id),
    label: `${group.title}: ${item.name} (${formatCataloguePrice(item.price, T.onRequest)})`,
  })),
);

/** The proposal's lines: catalogue services (priced by the catalogue) or custom lines, with quantities. */
export function ProposalLinesFields() {
  const { values } = useFormikContext<BuilderValues>();
  return (
    <FieldArray name="lines">
      {({ push, remove }) => (
        <fieldset className="mb-3">
          <legend className="h5">{T.lines}</legend>
          {values.lines.map((line, index) => {
            const item = line.kind === 'catalogue' ? findCatalogueItem(Number(line.serviceId)) : undefined;
            const priced = item ? parseCataloguePrice(item.price) : null;
            return (
              <div key={index} className="border rounded p-2 mb-2" role="group" aria-label={T.lineHeading(index)}>
                <div className="row g-2 align-items-start">
                  <div className="col-12 col-lg-6">
                    {line.kind === 'catalogue' ? (
                      <SelectField
                        name={`lines[${index}].serviceId`}
                        label={T.service}
                        options={SERVICE_OPTIONS}
                        placeholder={T.servicePlaceholder}
                        required
                      />
                    ) : (
                      <TextField
                        name={`lines[${index}].description`}
                        label={T.description}
                        required
                        maxLength={200}
                        className="mb-3"
                      />
                    )}
                  </div>
                  <div className="col-4 col-lg-2">
                    <TextField
                      name={`lines[${index}].quantity`}
                      label={T.quantity}
                      inputMode="numeric"
                      required
                      className="mb-3"
                    />
                  </div>
                  <div className="col-8 col-lg-3">
                    {priced ? (
                      <p className="mb-3">
                        <span className="form-label d-block">{T.cataloguePrice}</span>
                        {formatCataloguePrice(item!.price)}
                      </p>
                    ) : (
                      <TextField
                        name={`lines[${index}].unitRupees`}
                        label={T.unitPrice}
                        inputMode="decimal"
                        required
                        className="mb-3"
                      />
                    )}
                  </div>
                  <div className="col-12 col-lg-1 text-lg-end">
                    {values.lines.length > 1 && (
                      <button
                        type="button"
                        className="btn btn-outline-secondary btn-sm mt-lg-4"
                        onClick={() => remove(index)}
                      >
                        {T.removeLine(index)}
                      </button>
                    )}
                  </div>
                </div>
              </div>
            );
          })}
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => push(newLine('catalogue'))}
            >
              {T.addCatalogueLine}
            </button>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => push(newLine('custom'))}>
              {T.addCustomLine}
            </button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}
