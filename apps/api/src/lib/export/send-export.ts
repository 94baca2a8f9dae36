import type { FastifyReply } from 'fastify';
import { renderCsv } from './csv-export.ts';
import { renderPdf } from './pdf-export.ts';
import type { ExportFormat, ReportTable } from './report-table.ts';
import { renderXlsx } from './xlsx-export.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Renders the table in the format asked and sends it as a download. */
export async function sendExport(reply: FastifyReply, table: ReportTable, format: ExportFormat) {
  const content =
    format === 'csv' ? renderCsv(table) : format === 'xlsx' ? await renderXlsx(table) : await renderPdf(table);
  return reply
    .type(CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${table.fileName}.${format}"`)
    .send(content);
}
