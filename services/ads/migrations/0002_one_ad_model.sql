-- One model of an ad: the banner form's ads become rows of `ads` (same ids, so their counts in
-- ad_daily_stats stay theirs). Markup ads (html, adsense) carry code instead of a media URL.
alter table ads drop constraint ads_type_check;
alter table ads add constraint ads_type_check check (type in ('image', 'video', 'html', 'adsense'));
alter table ads alter column media_url drop not null;
alter table ads add column markup text;
alter table ads add column origin text not null default 'ad-form' check (origin in ('ad-form', 'banner-form'));
alter table ads add column created_by text;
alter table ads add column target_pages text[] not null default '{all}';

insert into ads (id, title, title_arabic, description, description_arabic, type, media_url, markup, click_url, position,
                 priority, target_audience, target_pages, is_active, start_date, end_date, origin, created_by, created_at, updated_at)
select id, name, name, coalesce(content->>'altText', ''), coalesce(content->>'altText', ''), type,
       nullif(content->>'imageUrl', ''),
       case type when 'html' then content->>'htmlContent' when 'adsense' then content->>'adsenseCode' end,
       nullif(content->>'linkUrl', ''),
       case position when 'top-banner' then 'banner' when 'bottom-banner' then 'interstitial'
                     when 'left-sidebar' then 'sidebar' else 'homepage-hero' end,
       5,
       array(select u from jsonb_array_elements_text(coalesce(targeting->'userTypes', '[]')) u where u <> 'all'),
       coalesce(array(select p from jsonb_array_elements_text(targeting->'pages') p), '{all}'),
       is_active, start_date, end_date, 'banner-form', created_by, created_at, updated_at
from banner_ads;

drop table banner_ads;

alter table ads add constraint ads_content_check check (
  (type in ('image', 'video') and media_url is not null) or (type in ('html', 'adsense') and markup is not null)
);
create index ads_origin on ads (origin);
