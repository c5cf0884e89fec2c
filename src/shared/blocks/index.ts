// Content blocks shared by several pages (home, post, service, notice and contacts pages).
export { ServicesBlock, OnlineServicesBlock, type ServicesBlockProps } from './ServicesBlock';
export { OfficeAddresses, MAP_FRAME_HEIGHT } from './OfficeAddresses';
export { ReceptionDays, RECEPTION_WEEKDAYS, RECEPTION_HOURS } from './ReceptionDays';
export { NoticesList } from './NoticesList';
export { NewsColumn, selectColumnPosts, NEWS_COLUMN_MAX, NEWS_COLUMN_REQUEST_SIZE } from './NewsColumn';
export { DataLink } from './DataLink';
export { isExternalUrl, internalPath, postHref } from './links';
export { mapEmbedUrl, telHref } from './mapEmbed';
export { SideColumn } from './SideColumn';
export { BlockHeading, QueryStates, isEmptyList, type HeadingLevel } from './BlockParts';
export { blockPhrases } from './phrases';
