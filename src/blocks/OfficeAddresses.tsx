import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../api/queries';
import type { Department } from '../api/types';
import { fill, pick, useLang, useT } from '../i18n';
import { BlockSection, type BlockPlacement } from '../shared/BlockParts';
import { QueryStates, isEmptyList } from './QueryStates';
import { splitList, telHref } from './contactDetails';
import { mapEmbedUrl } from './mapEmbed';
import { blockTexts } from './texts';
import './office-addresses.css';

/** Map frame height (requirements §9). */
export const MAP_FRAME_HEIGHT = 600;

function OfficeCard({ office, headingLevel }: { office: Department; headingLevel: 3 | 4 }) {
  const lang = useLang();
  const t = useT();
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const mapId = useId();
  const name = pick(office, 'name', lang, 'tm');
  const address = pick(office, 'address', lang, 'tm');
  const phones = splitList(pick(office, 'phone', lang, 'tm'));
  const emails = splitList(office.email);
  const mapUrl = mapEmbedUrl(office.map_string);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  return (
    <li className="offices__item">
      <Heading id={nameId} className="offices__name">
        {name}
      </Heading>
      <dl className="offices__details">
        {address ? (
          <div className="offices__row">
            <dt>{t(blockTexts.address)}</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
        {phones.length > 0 ? (
          <div className="offices__row">
            <dt>{t(blockTexts.phone)}</dt>
            <dd>
              {phones.map((phone, i) => (
                <span key={`${i}-${phone}`}>
                  {i > 0 ? ', ' : null}
                  <a href={telHref(phone)}>{phone}</a>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {emails.length > 0 ? (
          <div className="offices__row">
            <dt>{t(blockTexts.email)}</dt>
            <dd>
              {emails.map((email, i) => (
                <span key={`${i}-${email}`}>
                  {i > 0 ? ', ' : null}
                  <a href={`mailto:${email}`}>{email}</a>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {mapUrl ? (
        <>
          <button
            type="button"
            className="button button--secondary offices__map-toggle"
            aria-expanded={open}
            aria-controls={mapId}
            onClick={() => setOpen((value) => !value)}
          >
            {t(open ? blockTexts.hideMap : blockTexts.showMap)}
            {/* The name alone says which map (WCAG 2.4.6; a list of buttons read out of context). */}
            {/* The space outside: a leading space inside the hidden text is lost by some name computations. */}{' '}
            <span className="visually-hidden">{fill(t(blockTexts.ofOffice), { name })}</span>
          </button>
          <div id={mapId} className="offices__map" hidden={!open}>
            {open ? (
              <iframe
                className="offices__map-frame"
                src={mapUrl}
                title={`${t(blockTexts.mapOf)}: ${name}`}
                width="100%"
                height={MAP_FRAME_HEIGHT}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                allowFullScreen
              />
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  );
}

/**
 * Office and department addresses (`/main/departments/`): name, address, phone (tel:), e-mail
 * (mailto:), and a button per office that opens and closes its map in a 600 px frame.
 */
export function OfficeAddresses({ title, headingLevel = 2, className }: BlockPlacement) {
  const t = useT();
  const query = useQuery(callQuery('getDepartments'));
  return (
    <BlockSection
      block="offices"
      title={title ?? t(blockTexts.offices)}
      headingLevel={headingLevel}
      className={className}
    >
      <QueryStates query={query} isEmpty={isEmptyList} emptyMessage={t(blockTexts.noOffices)}>
        {(offices) => (
          <ul className="offices__list">
            {offices.map((office) => (
              <OfficeCard key={office.id} office={office} headingLevel={headingLevel === 2 ? 3 : 4} />
            ))}
          </ul>
        )}
      </QueryStates>
    </BlockSection>
  );
}
