import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  billAssetLinesQuerySchema,
  billAssetLinesSchema,
  bookDepreciationBodySchema,
  createFixedAssetBodySchema,
  depreciationRunSchema,
  disposeFixedAssetBodySchema,
  fixedAssetCategorySchema,
  fixedAssetImportSchema,
  fixedAssetListSchema,
  fixedAssetSchema,
  fixedAssetsQuerySchema,
  importFixedAssetsBodySchema,
  updateFixedAssetCategoryBodySchema,
} from '../fixed-assets.ts';

const tag = 'fixed assets';
const categories = '/v1/accountings/companies/:companyId/fixed-asset-categories';
const register = '/v1/accountings/workFolders/:workFolderId/fixed-assets';

export const fixedAssetsEndpoints = {
  fixedAssetCategories: endpoint({
    method: 'GET',
    path: categories,
    tag,
    summary: "The company's asset categories: accounts and default useful life",
    responses: { 200: z.array(fixedAssetCategorySchema) },
  }),
  updateFixedAssetCategory: endpoint({
    method: 'PUT',
    path: `${categories}/:categoryId`,
    tag,
    summary: "Changes a category's accounts or default useful life (assets keep theirs)",
    body: updateFixedAssetCategoryBodySchema,
    responses: { 200: fixedAssetCategorySchema },
  }),
  fixedAssets: endpoint({
    method: 'GET',
    path: register,
    tag,
    summary: 'The fixed-asset register at the end of the work folder, by page, with its totals',
    query: fixedAssetsQuerySchema,
    responses: { 200: fixedAssetListSchema },
  }),
  createFixedAsset: endpoint({
    method: 'POST',
    path: register,
    tag,
    summary: "Adds an asset: from a validated bill's class-2 line, by hand, or from an opening import",
    body: createFixedAssetBodySchema,
    responses: { 201: fixedAssetSchema },
  }),
  importFixedAssets: endpoint({
    method: 'POST',
    path: `${register}/import`,
    tag,
    summary: 'Brings in assets from the books kept before (an opening import), all of them or none',
    body: importFixedAssetsBodySchema,
    responses: { 201: fixedAssetImportSchema },
  }),
  billAssetLines: endpoint({
    method: 'GET',
    path: `${register}/bill-lines`,
    tag,
    summary: 'The class-2 lines of a validated bill, each with the asset it became',
    query: billAssetLinesQuerySchema,
    responses: { 200: billAssetLinesSchema },
  }),
  bookDepreciation: endpoint({
    method: 'POST',
    path: `${register}/depreciation`,
    tag,
    summary: 'Books the depreciation of a month or of the whole folder: one entry per category, once',
    body: bookDepreciationBodySchema,
    responses: { 200: depreciationRunSchema },
  }),
  fixedAsset: endpoint({
    method: 'GET',
    path: `${register}/:assetId`,
    tag,
    summary: 'An asset with its schedule to the end, the booked periods marked',
    responses: { 200: fixedAssetSchema },
  }),
  disposeFixedAsset: endpoint({
    method: 'POST',
    path: `${register}/:assetId/disposal`,
    tag,
    summary: 'Sells or scraps an asset: depreciation to the day, then the book value out and the proceeds in',
    body: disposeFixedAssetBodySchema,
    responses: { 200: fixedAssetSchema },
  }),
};
