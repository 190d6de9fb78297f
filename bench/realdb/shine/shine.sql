-- shine: the sample data of SAP HANA Interactive Education (SHINE), the "Enterprise
-- Procurement Model" (EPM) of SAP's demo application for SAP HANA: a company selling
-- computers, screens, printers, handhelds, software and accessories, that buys from and
-- sells to 45 business partners (39 customers, partner role '1', and 6 suppliers, role '2',
-- which the constants write '01' and '02';
-- company name, legal form, e-mail, phone, website, currency, the employee who created the
-- record) in 77 addresses (city, postal code, street, building, ISO country code, region
-- EMEA/AMER/APJ/AFR, latitude and longitude); 33 employees (first, middle and last name,
-- sex 'M'/'F', phone, e-mail, login name, address, salary, currency, bank, a generated
-- full_name "First Last"); 106 products (category, price and currency, weight and unit KG
-- or G, width, depth and height in metres, supplier, type PR product or AD advertisement)
-- whose English names and descriptions are rows of texts (name_id, desc_id); 1,000
-- purchase orders of 2015 with 5,880 items and 1,029 sales orders (September 2014 to
-- January 2022, most of them in 2015) with 6,046 items: gross, net and tax amounts, the
-- employees who created and last changed each and when, one-letter status codes
-- (lifecycle N new, P in progress, C closed, X cancelled, R rejected; purchase approval
-- I/A/R, confirmation I/C/S/X, ordering I, invoicing I/D; sales billing I initial or P
-- paid, delivery I initial or D delivered), and per item a product, quantity and delivery
-- date; the code descriptions in English and German (constants: domain D_SO_LC for the
-- sales lifecycle, D_PO_AP for the purchase approval, ...); the views buyers (BuyerView)
-- and product_texts (ProductTexts); see bench/realdb/README.md.
-- Source: github.com/SAP-samples/hana-shine-xsa, commit 883acf8
-- (883acf8c55b204308af9329cecb049b716bfcb28, June 2025, "SHINE for XS Advanced SAP HANA
-- 2.0 SPS08"): the CDS definitions core-db/src/data/Core.hdbcds, MD.hdbcds, PO.hdbcds,
-- SO.hdbcds, Util.hdbcds and MDViews.hdbcds, and the rows core-db/src/data/loads/
-- addresses.csv, businessPartner.csv, employees.csv, products.csv, texts.csv,
-- purchaseOrder.csv, purchaseOrderItem.csv, salesOrder.csv, salesOrderItem.csv and
-- constants.csv (loaded by MasterData, Purchase, Sales and Util .hdbtabledata).
-- License: Apache License, Version 2.0, as the repository states it (LICENSE,
-- LICENSES/Apache-2.0.txt, .reuse/dep5): "Copyright (c) 2017-2020 SAP SE or an SAP
-- affiliate company. All rights reserved. This project is licensed under the Apache
-- Software License, version 2.0 except as noted otherwise in the LICENSE file."
-- (.reuse/dep5: "Files: * Copyright: 2020 SAP SE or an SAP affiliate company and
-- hana-shine-xsa License: Apache-2.0"). This conversion under the same license.
-- Converted to PostgreSQL: schema public; the CDS contexts' entities as tables named in
-- snake case (MD.Addresses as addresses, MD.BusinessPartner as business_partners,
-- MD.Employees as employees, MD.Products as products, Util.Texts as texts, PO.Header as
-- purchase_orders, PO.Item as purchase_order_items, SO.Header as sales_orders, SO.Item as
-- sales_order_items, Util.Constants as constants) and the elements as snake-case columns
-- (EMAILADDRESS as email_address, GROSSAMOUNT as gross_amount; the structured elements
-- flattened: NAME.FIRST/MIDDLE/LAST/INITIALS as first_name, middle_name, last_name,
-- initials, VALIDITY.STARTDATE/ENDDATE as validity_start_date, validity_end_date,
-- HISTORY.CREATEDBY/CREATEDAT/CHANGEDBY/CHANGEDAT as created_by, created_at, changed_by,
-- changed_at; the managed associations' key columns ADDRESSES.ADDRESSID,
-- PARTNER.PARTNERID, SUPPLIER.PARTNERID, PRODUCT.PRODUCTID as address_id, partner_id,
-- supplier_id, product_id); types by the CDS types of Core.hdbcds (AmountT
-- numeric(15,2), QuantityT numeric(13,3), SDate date, Double double precision, String(n)
-- and the string types varchar(n)), except that the ten-character BusinessKey strings
-- that hold numbers only (address, partner, employee, text, order and item keys) are
-- integers, which also makes the products' creator keys '0000000033' the employee 33 that
-- the other tables write as '33'; empty CSV fields as NULL; the calculated element
-- Employees.FULLNAME (NAME.FIRST || ' ' || NAME.LAST) as a stored generated column
-- full_name. Keys: the entities' keys as primary keys; the associations (HISTORY's
-- employees, ADDRESSES, PARTNER, SUPPLIER, PRODUCT, the items' HEADER) as foreign keys;
-- the products' name_id and desc_id to texts are ours (the original joins them in its
-- ProductTexts view). The views BuyerView (partners of role '1' with their address and
-- the creator's login name) and ProductTexts (each product's category and English name)
-- as buyers and product_texts; the CDS @Comment texts as COMMENT ON (spelling as the
-- original's). Left out: notes, attachments, messages, the currency and unit tables
-- (TCUR*, T006*), the time dimension, the shadow, log, user and JSON tables, the other
-- views, procedures, full-text indexes and technical configuration. Rows as the CSV files
-- have them (the sales order headers' amounts do not always equal the sum of their items;
-- headers are in EUR, items in the product's currency; 29 sales orders were last changed
-- before they were created; the address "Paris La D‚fense Cedex" keeps its mis-encoded
-- accent), with one repair: salesOrderItem.csv's line 4386, "500000745,10<TAB>HT-,210,...",
-- where a tab broke the item number and the product key, is loaded as item 10 of
-- product HT-1210 (its net amount, 4,798 for quantity 2, is HT-1210's price 2,399 twice).

SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SET client_min_messages = warning;

CREATE TABLE addresses (
    address_id          integer NOT NULL,
    city                varchar(40),
    postal_code         varchar(10),
    street              varchar(60),
    building            varchar(10),
    country             varchar(3),
    region              varchar(4),
    address_type        varchar(2),
    validity_start_date date,
    validity_end_date   date,
    latitude            double precision,
    longitude           double precision,
    CONSTRAINT addresses_pkey PRIMARY KEY (address_id)
);

CREATE TABLE employees (
    employee_id         integer NOT NULL,
    first_name          varchar(40),
    middle_name         varchar(40),
    last_name           varchar(40),
    initials            varchar(10),
    sex                 varchar(1),
    language            varchar(1),
    phone_number        varchar(30),
    email_address       varchar(255),
    login_name          varchar(12),
    address_id          integer,
    validity_start_date date,
    validity_end_date   date,
    currency            varchar(5),
    salary_amount       numeric(15,2),
    account_number      varchar(10),
    bank_id             varchar(10),
    bank_name           varchar(255),
    employee_pic_url    varchar(255),
    full_name           varchar(100) GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED,
    CONSTRAINT employees_pkey PRIMARY KEY (employee_id),
    CONSTRAINT employees_address_id_fkey FOREIGN KEY (address_id) REFERENCES addresses (address_id)
);

CREATE TABLE business_partners (
    partner_id          integer NOT NULL,
    partner_role        varchar(3),
    email_address       varchar(255),
    phone_number        varchar(30),
    fax_number          varchar(30),
    web_address         varchar(1024),
    address_id          integer,
    company_name        varchar(80),
    legal_form          varchar(10),
    created_by          integer,
    created_at          date,
    changed_by          integer,
    changed_at          date,
    currency            varchar(5),
    CONSTRAINT business_partners_pkey PRIMARY KEY (partner_id),
    CONSTRAINT business_partners_address_id_fkey FOREIGN KEY (address_id) REFERENCES addresses (address_id),
    CONSTRAINT business_partners_created_by_fkey FOREIGN KEY (created_by) REFERENCES employees (employee_id),
    CONSTRAINT business_partners_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES employees (employee_id)
);

CREATE TABLE texts (
    text_id             integer NOT NULL,
    language            varchar(1),
    iso_language        varchar(2),
    text                varchar(1024),
    CONSTRAINT texts_pkey PRIMARY KEY (text_id)
);

CREATE TABLE products (
    product_id          varchar(10) NOT NULL,
    type_code           varchar(2),
    category            varchar(40),
    created_by          integer,
    created_at          date,
    changed_by          integer,
    changed_at          date,
    name_id             integer,
    desc_id             integer,
    supplier_id         integer,
    tax_tariff_code     integer,
    quantity_unit       varchar(3),
    weight_measure      numeric(13,3),
    weight_unit         varchar(3),
    currency            varchar(5),
    price               numeric(15,2),
    product_pic_url     varchar(255),
    width               numeric(13,3),
    depth               numeric(13,3),
    height              numeric(13,3),
    dimension_unit      varchar(3),
    CONSTRAINT products_pkey PRIMARY KEY (product_id),
    CONSTRAINT products_created_by_fkey FOREIGN KEY (created_by) REFERENCES employees (employee_id),
    CONSTRAINT products_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES employees (employee_id),
    CONSTRAINT products_supplier_id_fkey FOREIGN KEY (supplier_id) REFERENCES business_partners (partner_id),
    CONSTRAINT products_name_id_fkey FOREIGN KEY (name_id) REFERENCES texts (text_id),
    CONSTRAINT products_desc_id_fkey FOREIGN KEY (desc_id) REFERENCES texts (text_id)
);

CREATE TABLE purchase_orders (
    purchase_order_id   integer NOT NULL,
    created_by          integer,
    created_at          date,
    changed_by          integer,
    changed_at          date,
    note_id             varchar(10),
    partner_id          integer,
    currency            varchar(5),
    gross_amount        numeric(15,2),
    net_amount          numeric(15,2),
    tax_amount          numeric(15,2),
    lifecycle_status    varchar(1),
    approval_status     varchar(1),
    confirm_status      varchar(1),
    ordering_status     varchar(1),
    invoicing_status    varchar(1),
    CONSTRAINT purchase_orders_pkey PRIMARY KEY (purchase_order_id),
    CONSTRAINT purchase_orders_created_by_fkey FOREIGN KEY (created_by) REFERENCES employees (employee_id),
    CONSTRAINT purchase_orders_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES employees (employee_id),
    CONSTRAINT purchase_orders_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES business_partners (partner_id)
);

CREATE TABLE purchase_order_items (
    purchase_order_id   integer NOT NULL,
    purchase_order_item integer NOT NULL,
    product_id          varchar(10),
    note_id             varchar(10),
    currency            varchar(5),
    gross_amount        numeric(15,2),
    net_amount          numeric(15,2),
    tax_amount          numeric(15,2),
    quantity            numeric(13,3),
    quantity_unit       varchar(3),
    delivery_date       date,
    CONSTRAINT purchase_order_items_pkey PRIMARY KEY (purchase_order_id, purchase_order_item),
    CONSTRAINT purchase_order_items_purchase_order_id_fkey FOREIGN KEY (purchase_order_id) REFERENCES purchase_orders (purchase_order_id),
    CONSTRAINT purchase_order_items_product_id_fkey FOREIGN KEY (product_id) REFERENCES products (product_id)
);

CREATE TABLE sales_orders (
    sales_order_id      integer NOT NULL,
    created_by          integer,
    created_at          date,
    changed_by          integer,
    changed_at          date,
    note_id             varchar(10),
    partner_id          integer,
    currency            varchar(5),
    gross_amount        numeric(15,2),
    net_amount          numeric(15,2),
    tax_amount          numeric(15,2),
    lifecycle_status    varchar(1),
    billing_status      varchar(1),
    delivery_status     varchar(1),
    CONSTRAINT sales_orders_pkey PRIMARY KEY (sales_order_id),
    CONSTRAINT sales_orders_created_by_fkey FOREIGN KEY (created_by) REFERENCES employees (employee_id),
    CONSTRAINT sales_orders_changed_by_fkey FOREIGN KEY (changed_by) REFERENCES employees (employee_id),
    CONSTRAINT sales_orders_partner_id_fkey FOREIGN KEY (partner_id) REFERENCES business_partners (partner_id)
);

CREATE TABLE sales_order_items (
    sales_order_id      integer NOT NULL,
    sales_order_item    integer NOT NULL,
    product_id          varchar(10),
    note_id             varchar(10),
    currency            varchar(5),
    gross_amount        numeric(15,2),
    net_amount          numeric(15,2),
    tax_amount          numeric(15,2),
    item_atp_status     varchar(1),
    op_item_pos         varchar(10),
    quantity            numeric(13,3),
    quantity_unit       varchar(3),
    delivery_date       date,
    CONSTRAINT sales_order_items_pkey PRIMARY KEY (sales_order_id, sales_order_item),
    CONSTRAINT sales_order_items_sales_order_id_fkey FOREIGN KEY (sales_order_id) REFERENCES sales_orders (sales_order_id),
    CONSTRAINT sales_order_items_product_id_fkey FOREIGN KEY (product_id) REFERENCES products (product_id)
);

CREATE TABLE constants (
    domain              varchar(30) NOT NULL,
    fixed_value         varchar(30) NOT NULL,
    language            varchar(1) NOT NULL,
    description         varchar(60),
    CONSTRAINT constants_pkey PRIMARY KEY (domain, fixed_value, language)
);


COPY addresses (address_id, city, postal_code, street, building, country, region, address_type, validity_start_date, validity_end_date, latitude, longitude) FROM stdin;
1000000001	München	85399	Zeppelinstraße	2	DE	EMEA	02	2000-01-01	9999-12-31	48.1938734000	11.562391391838
1000000002	Antioch1 Illinois	60002	Tiffany Road	54	US	AMER	01	2000-01-01	9999-12-31	42.4677883	-88.09862409999999
1000000003	San Francisco	94101	Summerset Street	6	US	AMER	01	2000-01-01	9999-12-31	37.7235468	-122.4063031
1000000004	San Francisco	94101	Risel Avenue	35	US	AMER	01	2000-01-01	9999-12-31	37.7064938	-122.4488648
1000000005	San Francisco	94101	Winding Way	8	US	AMER	01	2000-01-01	9999-12-31	37.7094371	-122.4352474
1000000006	New York	10011	11th Avenue	17	US	AMER	01	2000-01-01	9999-12-31	40.7439059	-74.0086151
1000000007	San Francisco	94101	San Fernando Way	10	US	AMER	01	2000-01-01	9999-12-31	37.733221	-122.4695642
1000000008	Antioch Illinois	60002	7th Avenue	32	US	AMER	01	2000-01-01	9999-12-31	42.4759886999999	-88.1312672
1000000009	New York	10011	57th Avenue	19	US	AMER	01	2000-01-01	9999-12-31	40.7602538	-73.9675441
1000000010	Antioch Illinois	60002	Fillmore Street	59	US	AMER	01	2000-01-01	9999-12-31	42.4772418	-88.0956396
1000000011	London	EC1Y8SY	Castle Lane	25	GB	EMEA	01	2000-01-01	9999-12-31	51.508515	-0.1254872
1000000012	London	EC1Y8SY	Wilton Road	24	GB	EMEA	01	2000-01-01	9999-12-31	51.4931204	-0.1411505
1000000013	London	EC1Y8SY	Flood Street	18	GB	EMEA	01	2000-01-01	9999-12-31	51.4862153	-0.1653848
1000000014	Berlin	10001	Drosselweg	28	DE	EMEA	01	2000-01-01	9999-12-31	52.4602307	13.2859039
1000000015	San Francisco	94101	Queens Boulevard	15	US	AMER	01	2000-01-01	9999-12-31	37.7700849	-122.2805739
1000000016	London	EC1Y 8SY	Claredon Street	38	GB	EMEA	01	2000-01-01	9999-12-31	51.48987229999999	-0.1439026
1000000017	Berlin	14129	Eiderstedterweg	22	DE	EMEA	01	2000-01-01	9999-12-31	52.4349711	13.2195962
1000000018	Berlin	10001	Waldhüterpfad	23	DE	EMEA	01	2000-01-01	9999-12-31	52.44745409999999	13.2544007
1000000019	San Francisco	94101	Silver Avenue	16	US	AMER	01	2000-01-01	9999-12-31	37.7298955	-122.4132939
1000000020	San Francisco	94101	Panorama Drive	22	US	AMER	01	2000-01-01	9999-12-31	37.751236	-122.452133
1000000021	Berlin	10001	Motzstraße	33	DE	EMEA	01	2000-01-01	9999-12-31	52.4963326	13.3436826
1000000022	London	EC1Y8SY	Chester Street	27	GB	EMEA	01	2000-01-01	9999-12-31	51.4992802	-0.150112
1000000023	New York	10011	21th Street	31	US	AMER	01	2000-01-01	9999-12-31	40.744009	-73.999422
1000000024	New York	10011	Lexington Avenue	29	US	AMER	01	2000-01-01	9999-12-31	40.755562	-73.9730533
1000000025	New York	10011	387th Street	30	US	AMER	01	2000-01-01	9999-12-31	40.754707	-73.991632999999
1000000026	Antioch Illinois	60002	Grand Avenue	99	US	AMER	01	2000-01-01	9999-12-31	42.4554625	-88.1256739
1000000027	New York	10011	Bleecker Street	32	US	AMER	01	2000-01-01	9999-12-31	40.7285957	-74.00008149999999
1000000028	San Francisco	94101	Fernwood Avenue	44	US	AMER	01	2000-01-01	9999-12-31	37.6896959	-122.4951423
1000000029	London	EC1Y8SY	Paradise Walk	26	GB	EMEA	01	2000-01-01	9999-12-31	51.4852663	-0.1609982
1000000030	London	EC1Y8SY	Warwick Square	35	GB	EMEA	01	2000-01-01	9999-12-31	51.4908721	-0.1416282
1000000031	New York	10011	Park Avenue	43	US	AMER	01	2000-01-01	9999-12-31	40.8002439	-73.94237099999999
1000000032	Paris La D‚fense Cedex	92309	Rue de l'Oasis	66	FR	EMEA	01	2000-01-01	9999-12-31	48.856614	2.3522219
1000000033	Berlin	10001	Waldhüterpfad	34	DE	EMEA	01	2000-01-01	9999-12-31	52.44745409999999	13.2544007
1000000034	Walldorf	69190	Dietmar-Hopp-Allee	15	DE	EMEA	02	2000-01-01	9999-12-31	49.29367360	8.641701933686
1000000035	Berlin	13467	Calvinstraße	36	DE	EMEA	02	2000-01-01	9999-12-31	52.61291430	13.29768390
1000000036	Wilmington Delaware	19899	1 2345 King Street	01	US	AMER	2	2000-01-01	9999-12-31	39.74594680	-75.5465890
1000000037	Hannover	30625	An der Breiten Wiese	422	DE	EMEA	02	2000-01-01	9999-12-31	52.382990802599	9.823618171812
1000000038	Hollywood California	91602	Morning Drive	178	US	AMER	02	2000-01-01	9999-12-31	34.136429050	-118.352803603805
1000000039	Muenster	48155	Albersloher Weg	24	DE	EMEA	02	2000-01-01	9999-12-31	51.94008180	7.65173130
1000000040	Tokyo	1000004	1-7-2 Ohtemachi	1	JP	APJ	02	2000-01-01	9999-12-31	35.6933474500	139.763682287452
1000000041	Paris	75015	Rue de la Republique 863	1	FR	EMEA	02	2000-01-01	9999-12-31	48.856505600000	2.352133400000
1000000042	Mexiko City	17000	Bosque de Duraznos	24	MX	AMER	02	2000-01-01	9999-12-31	19.4325301000	-99.1332102000
1000000043	Buenos Aires	1511	Av. Libertador	12221	AR	AMER	02	2000-01-01	9999-12-31	-34.864871900	-58.57394780
1000000044	Atlanta Georgia	30338	Dunwoody Xing	3000	US	AMER	02	2000-01-01	9999-12-31	33.7490987000	-84.3901849000
1000000045	Salzburg	5010	Arnold Schwarzenegger Weg	54	AT	EMEA	02	2000-01-01	9999-12-31	47.8034142000	13.0286522000
1000000046	Manchester	M4 8RE	Kelley Street	97	GB	EMEA	02	2000-01-01	9999-12-31	51.60504030	-2.6275069000
1000000047	Bremen	28213	Theodor Heuss Allee	43	DE	EMEA	02	2000-01-01	9999-12-31	53.0846646000	8.81548550000
1000000048	Bismarck North Dakota	58501	Franklin Ave	153	US	AMER	02	2000-01-01	9999-12-31	46.839540000	-100.7359400
1000000049	Quebec	J0L 1T0	Rue Sault Au Matelot	65	CA	AMER	02	2000-01-01	9999-12-31	46.8147960000	-71.203329100
1000000050	Puebla	40615	Av. Hermanos Serdan	366	MX	AMER	02	2000-01-01	9999-12-31	19.0773571000	-98.227681100
1000000051	Köln	50827	Robert Koch Straße	14	DE	EMEA	02	2000-01-01	9999-12-31	50.923705400	6.923813100000
1000000052	Mendoza	M5500	Avenida De Julio	53	AR	AMER	02	2000-01-01	9999-12-31	-32.8896488000	-68.8448363000
1000000053	Lyon	69007	Quai de Pierre Scize	81	FR	EMEA	02	2000-01-01	9999-12-31	45.7575958000	4.832323900
1000000054	Moskau	125719	Elektrosawodskaja	354	RU	EMEA	02	2000-01-01	9999-12-31	55.7516147000	37.6187012000
1000000055	Jacksonville Florida	32229	Marshall Street	77	US	AMER	02	2000-01-01	9999-12-31	30.3315440000	-81.6341140000
1000000056	Madrid	17000	Calle Aldama	137	ES	EMEA	02	2000-01-01	9999-12-31	40.5410717000	-3.6335855000
1000000057	München	80935	Albert Schweitzer Straße	16	DE	EMEA	02	2000-01-01	9999-12-31	48.1938734000	11.562391391838
1000000058	Sapporo	608611	Narashino-Shi	51	JP	APJ	02	2000-01-01	9999-12-31	43.06204810000	141.3544569000
1000000059	Rom	185	Via San Martino della Battaglia	63	IT	EMEA	02	2000-01-01	9999-12-31	41.9053125000	12.5040235000
1000000060	Paris	75013	Rue Lourmel	42	FR	EMEA	02	2000-01-01	9999-12-31	48.8565056000	2.352133400
1000000061	Santa Fe	1510	de Enero	85	AR	AMER	02	2000-01-01	9999-12-31	-31.618455300000	-60.7029753000
1000000062	Rio de Janeiro	20230	Rua do Passeio	7	BR	AMER	02	2000-01-01	9999-12-31	-22.9117983000	-43.1756308000
1000000063	Montreal	H2Y 1N3	Avenue du Mont-Royal Est	63	CA	AMER	02	2000-01-01	9999-12-31	45.5364941000	-73.571180800000
1000000064	Zürich	2564	Paul-Clairmont-Straße	23	CH	EMEA	02	2000-01-01	9999-12-31	47.3669656000	8.4995679000
1000000065	Dallas Texas	75364	McKinney Ave	2407	US	AMER	02	2000-01-01	9999-12-31	32.785248000	-96.80593200000
1000000066	Paris	75018	Rue de Rivoli	143	FR	EMEA	02	2000-01-01	9999-12-31	48.860395000000	2.34233020000
1000000067	Chicago Illinois	60773	North Michigan Avenue	50	US	AMER	02	2000-01-01	9999-12-31	41.8949329000	-87.62433680
1000000068	Tokyo	1000003	4-2-8- Shibakoen	73	JP	APJ	02	2000-01-01	9999-12-31	35.6706094000	139.752125100
1000000069	Buenos Aires	1511	Villanueva	87	AR	AMER	02	2000-01-01	9999-12-31	-35.6748224000	-58.434144200
1000000070	Johannesburg	2006	Bay View Ave	45	ZA	AFR	02	2000-01-01	9999-12-31	-26.2050000	28.0497222000
1000000071	New York City	10184	Fith Avenue	1843	US	AMER	02	2000-01-01	9999-12-31	40.7305991000	-73.9865812000
1000000072	Bühl	77815	Hauptstraße	12	DE	EMEA	02	2000-01-01	9999-12-31	48.6909149060	8.132659252024
1000000073	Mumbai	400021	Nariman Point	11	IN	APJ	02	2000-01-01	9999-12-31	18.92656180000	72.822832600000
1000000074	Warschau	564	Koszykowa	28	PL	EMEA	02	2000-01-01	9999-12-31	52.2229950000	21.0051176000
1000000075	Cordoba	5003	Av. Ambrosio Olmos	297	AR	AMER	02	2000-01-01	9999-12-31	-31.415463300	-64.184461700
1000000077	Kopenhagen	1907	Stockholmsgade	79	DK	EMEA	02	2000-01-01	9999-12-31	55.6913504000	12.58037710000
1000000078	Karlsruhe	76188	Rubensstraße	140	DE	EMEA	02	2000-01-01	9999-12-31	49.04271800000	8.3807608000
\.

COPY employees (employee_id, first_name, middle_name, last_name, initials, sex, language, phone_number, email_address, login_name, address_id, validity_start_date, validity_end_date, currency, salary_amount, account_number, bank_id, bank_name, employee_pic_url) FROM stdin;
1	Sally	\N	Spring	\N	F	E	+1 224 374 524	sally.spring@itelo.info	SPRINGS	1000000002	2000-01-01	9999-12-31	USD	55549	111222333	510000655	My Bank of Antioch	/sap/hana/democontent/epm/data/images/female_8_SpringS.jpg
2	Susan	\N	Summer	\N	F	E	\N	susan.summer@itelo.info	SUMMERS	1000000003	2000-01-01	9999-12-31	USD	76239	9988776655	121000358	My Bank of San Francisco	/sap/hana/democontent/epm/data/images/female_7_SummerS.jpg
3	Franco	Richard	Fall	\N	M	E	\N	franco.fall@itelo.info	FALLF	1000000004	2000-01-01	9999-12-31	USD	85962	8877665544	121000358	My Bank of San Francisco	/sap/hana/democontent/epm/data/images/male_2_FallF.jpg
4	Walter	\N	Winter	\N	M	E	\N	walter.winter@itelo.info	WINTERW	1000000005	2000-01-01	9999-12-31	USD	68597	7766554433	121000358	My Bank of San Francisco	/sap/hana/democontent/epm/data/images/male_1_WinterW.jpg
5	Maria	\N	Hicks	\N	F	E	\N	maria.hicks@itelo.info	HICKSM	1000000006	2000-01-01	9999-12-31	USD	49876	1122334455	26005885	My Bank of New York	/sap/hana/democontent/epm/data/images/female_10_HicksM.jpg
6	John	Paul	Dash	\N	M	E	\N	john.dash@itelo.info	DASHJ	1000000007	2000-01-01	9999-12-31	USD	72691	5544332211	121000358	My Bank of San Francisco	/sap/hana/democontent/epm/data/images/male_11_DashJ.jpg
7	Viola	Sarah	Gains	\N	F	E	+1 224 374 522	viola.gains@itelo.info	GAINSV	1000000008	2000-01-01	9999-12-31	USD	110962	222333444	510000655	My Bank of Antioch	/sap/hana/democontent/epm/data/images/female_2_GainsV.jpg
8	Randy	\N	Gordon	\N	M	E	\N	randy.gordon@itelo.info	GORDONR	1000000009	2000-01-01	9999-12-31	USD	81463	2233445566	26005885	My Bank of New York	/sap/hana/democontent/epm/data/images/male_10_GordonR.jpg
9	Paul	\N	Burke	\N	M	E	+1 224 374 523	paul.burke@itelo.info	BURKEP	1000000010	2000-01-01	9999-12-31	USD	100491	333444555	510000655	My Bank of Antioch	/sap/hana/democontent/epm/data/images/male_4_BurkeP.jpg
10	Michael	\N	Miller	\N	M	E	\N	michael.miller@itelo.info	MILLERM	1000000011	2000-01-01	9999-12-31	USD	86574	76543210	66665555	My Bank of London	/sap/hana/democontent/epm/data/images/male_9_MillerM.jpg
11	John	\N	Nicols	\N	M	E	\N	john.nicols@itelo.info	NICOLSJ	1000000012	2000-01-01	9999-12-31	USD	61579	87654321	66665555	My Bank of London	/sap/hana/democontent/epm/data/images/male_7_NicolsJ.jpg
12	John	\N	Smith	\N	M	E	\N	john.smith@itelo.info	SMITHJO	1000000013	2000-01-01	9999-12-31	USD	60350	98765432	66665555	My Bank of London	/sap/hana/democontent/epm/data/images/male_3_SmithJo.jpg
13	Joanne	\N	Rush	\N	F	E	\N	joanne.rush@itelo.info	RUSHJ	1000000014	2000-01-01	9999-12-31	USD	70000	345678901	99999888	Deutsches Geldinstitut	/sap/hana/democontent/epm/data/images/female_1_RushJ.jpg
14	Sue	\N	Bay	\N	F	E	+1 224 374 525	sue.bay@itelo.info	BAYSU	1000000015	2000-01-01	9999-12-31	USD	98631	99887766	121000358	My Bank of San Francisco	/sap/hana/democontent/epm/data/images/female_6_BaySu.jpg
15	James	Clark	Field	\N	M	E	+1 224 374 526	james.field@itelo.info	FIELDJ	1000000016	2000-01-01	9999-12-31	USD	76395	32109876	66665555	My Bank of London	/sap/hana/democontent/epm/data/images/male_5_FieldJ.jpg
16	Hermann	\N	Hecker	\N	M	E	\N	hermann.hecker@itelo.info	HECKERH	1000000017	2000-01-01	9999-12-31	USD	39874	123456789	99999888	Deutsches Geldinstitut	/sap/hana/democontent/epm/data/images/male_16_HeckerH.jpg
17	Rudolf	\N	Platte	\N	M	E	\N	rudolf.platte@itelo.info	PLATTER	1000000018	2000-01-01	9999-12-31	USD	45983	234567890	99999888	Deutsches Geldinstitut	/sap/hana/democontent/epm/data/images/male_15_PlatteR.jpg
18	Al	\N	Wallace	\N	M	E	\N	al.wallace@itelo.info	WALLACEA	1000000019	2000-01-01	9999-12-31	USD	55426	1100998877	121000358	My Bank of San Francisco	/sap/hana/democontent/epm/data/images/male_13_WallaceA.jpg
19	Jonathan	\N	East	\N	M	E	\N	jonathan.east@itelo.info	EASTJ	1000000020	2000-01-01	9999-12-31	USD	55427	6655443322	121000358	My Bank of San Francisco	/sap/hana/democontent/epm/data/images/male_12_EastJ.jpg
20	James	\N	Smith	\N	M	E	\N	james.smith@itelo.info	SMITHJ	1000000021	2000-01-01	9999-12-31	USD	38761	456789012	99999888	Deutsches Geldinstitut	/sap/hana/democontent/epm/data/images/male_14_SmithJ.jpg
21	Megan	\N	Wang	\N	F	E	\N	megan.wang@itelo.info	WANGM	1000000022	2000-01-01	9999-12-31	USD	57985	54321098	66665555	My Bank of London	/sap/hana/democontent/epm/data/images/female_4_WangM.jpg
22	Anna	Marie	Lerch	\N	F	E	\N	anna.lerch@itelo.info	LERCHA	1000000023	2000-01-01	9999-12-31	USD	58768	5566778899	26005885	My Bank of New York	/sap/hana/democontent/epm/data/images/female_5_LerchA.jpg
23	Clark	\N	Kent	\N	M	E	\N	clark.kent@itelo.info	KENTC	1000000024	2000-01-01	9999-12-31	USD	57000	3344556677	26005885	My Bank of New York	/sap/hana/democontent/epm/data/images/male_18_KentC.jpg
24	Catherine	\N	Jones	\N	F	E	\N	catherine.jones@itelo.info	JONESC	1000000025	2000-01-01	9999-12-31	USD	59000	4455667788	26005885	My Bank of New York	/sap/hana/democontent/epm/data/images/female_12_JonesC.jpg
25	Peter	\N	Douglas	\N	M	E	\N	peter.douglas@itelo.info	DOUGLASP	1000000026	2000-01-01	9999-12-31	USD	1500000	666777888	510000655	My Bank of Antioch	/sap/hana/democontent/epm/data/images/male_8_DouglasP.jpg
26	Frank	James	Brown	\N	M	E	\N	frank.brown@itelo.info	BROWNF	1000000027	2000-01-01	9999-12-31	USD	53021	6677889900	26005885	My Bank of New York	/sap/hana/democontent/epm/data/images/male_17_BrownF.jpg
27	Barbara	\N	Ingalls	\N	F	E	\N	barbara.ingalls@itelo.info	INGALLSB	1000000028	2000-01-01	9999-12-31	USD	63443	4433221100	121000358	My Bank of San Francisco	/sap/hana/democontent/epm/data/images/female_3_IngallsB.jpg
28	Peter	Thomas	Fuchs	\N	M	E	\N	peter.fuchs@itelo.info	FUCHSP	1000000029	2000-01-01	9999-12-31	USD	71344	65432109	66665555	My Bank of London	/sap/hana/democontent/epm/data/images/male_20_FuchsP.jpg
29	Mary	\N	Watson	\N	F	E	\N	mary.watson@itelo.info	WATSONM	1000000030	2000-01-01	9999-12-31	USD	64222	43210987	66665555	My Bank of London	/sap/hana/democontent/epm/data/images/female_13_WatsonM.jpg
30	Karl	\N	Kessler	\N	M	E	\N	karl.kessler@itelo.info	KESSLERK	1000000031	2000-01-01	9999-12-31	USD	97455	7788990011	26005885	My Bank of New York	/sap/hana/democontent/epm/data/images/male_21_KesslerK.jpg
31	Nora	\N	Dwyer	\N	F	E	\N	nora.dwyer@itelo.info	DWYERN	1000000032	2000-01-01	9999-12-31	USD	50000	0013M02606	10100	tablissement financier de Paris	/sap/hana/democontent/epm/data/images/female_14_DwyerN.jpg
32	Drew	\N	Smith	\N	M	E	\N	smith.Drew@itelo.info	SMITHD	1000000033	2000-01-01	9999-12-31	EUR	67234	567890123	99999888	Deutsches Geldinstitut	/sap/hana/democontent/epm/data/images/male_25_FisherR.jpg
33	Richard	Andrew	Fisher	\N	M	E	\N	fisher.richard@itelo.info	FISHERRI	1000000034	2000-01-01	9999-12-31	EUR	67234	567890123	99999888	Deutsches Geldinstitut	/sap/hana/democontent/epm/data/images/COMPANY_LOGO.JPG
\.

COPY business_partners (partner_id, partner_role, email_address, phone_number, fax_number, web_address, address_id, company_name, legal_form, created_by, created_at, changed_by, changed_at, currency) FROM stdin;
100000000	1	karl.mueller@sap.com	622734567	\N	http://www.sap.com	1000000034	SAP	AG	33	2012-10-03	33	2012-10-03	EUR
100000001	2	dagmar.schulze@beckerberlin.de	3088530	\N	http://www.beckerberlin.de	1000000035	Becker Berlin	GmbH	33	2012-10-03	33	2012-10-03	EUR
100000002	1	maria.brown@delbont.com	3023352668	\N	http://www.delbont.com	1000000036	DelBont Industries	Ltd.	33	2012-10-03	33	2012-10-03	USD
100000003	1	saskia.sommer@talpa-hannover.de	511403266	\N	http://www.talpa-hannover.de	1000000037	Talpa	GmbH	33	2012-10-03	33	2012-10-03	EUR
100000004	1	bob.buyer@panorama-studios.biz	2244668800	\N	http://www.panorama-studios.biz	1000000038	Panorama Studios	Inc.	33	2012-10-03	33	2012-10-03	USD
100000005	1	bart.koenig@tecum-ag.de	2511415	\N	http://www.tecum-ag.de	1000000039	TECUM	AG	33	2012-10-03	33	2012-10-03	EUR
100000006	1	yoko.nakamura@asia-ht.com	9078563412	\N	http://www.asia-ht.com	1000000040	Asia High tech	Inc.	33	2012-10-03	33	2012-10-03	JPY
100000007	1	sophie.ribery@laurent-paris.com	149744423	\N	http://www.laurent-paris.com	1000000041	Laurent	S.A.	33	2012-10-03	33	2012-10-03	EUR
100000008	1	victor.sanchez@avantel.com	7257716	\N	http://www.avantel.com	1000000042	AVANTEL	S.A.	33	2012-10-03	33	2012-10-03	MXN
100000009	1	jorge.velez@telecomunicacionesstar.com	1133557799	\N	http://www.telecomunicacionesstar.com	1000000043	Telecomunicaciones Star	S.A.	33	2012-10-03	33	2012-10-03	ARS
100000010	2	franklin.jones@pear-computing.com	6789012345	\N	http://www.pear-computing.com	1000000044	Pear Computing Services	Inc.	33	2012-10-03	33	2012-10-03	USD
100000011	1	joseph_gschwandtner@alp-systems.at	6623612804	\N	http://www.alp-systems.at	1000000045	Alpine Systems	AG	33	2012-10-03	33	2012-10-03	EUR
100000012	1	george_d_grant@newlinedesign.co.uk	2589436180	\N	http://www.newlinedesign.co.uk	1000000046	New Line Design	Ltd.	33	2012-10-03	33	2012-10-03	GBP
100000013	1	sarah.schwind@hepa-tec.de	4507867136	\N	http://www.hepa-tec.de	1000000047	HEPA Tec	GmbH	33	2012-10-03	33	2012-10-03	EUR
100000014	1	theodor.monathy@anavideon.com	5850428367	\N	http://www.anavideon.com	1000000048	Anav Ideon	Ltd.	33	2012-10-03	33	2012-10-03	USD
100000015	1	robert_brown@rb-entertainment.ca	7609448173	\N	http://www.rb-entertainment.ca	1000000049	Robert Brown Entertainment	Ltd.	33	2012-10-03	33	2012-10-03	CAD
100000016	1	jorgemontalban@motc.mx	6879342945	\N	http://www.motc.mx	1000000050	Mexican Oil Trading Company	S.A.	33	2012-10-03	33	2012-10-03	MXN
100000017	1	johanna.esther@meliva.de	2208791738	\N	http://www.meliva.de	1000000051	Meliva	AG	33	2012-10-03	33	2012-10-03	EUR
100000018	1	miguel.luengo@compostela.ar	4440238917	\N	http://www.compostela.ar	1000000052	Compostela	S.A.	33	2012-10-03	33	2012-10-03	ARS
100000019	1	isabel.nemours@pateu.fr	6328490087	\N	http://www.pateu.fr	1000000053	Pateu	S.A.R.L.	33	2012-10-03	33	2012-10-03	EUR
100000020	2	igor.tarassow@retc.ru	4050378468	\N	http://www.retc.ru	1000000054	Russian Electronic Trading Company	z.a.o.	33	2012-10-03	33	2012-10-03	RUB
100000021	1	alexis.harper@flor-hc.com	6065470312	\N	http://www.flor-hc.com	1000000055	Florida Holiday Company	Inc.	33	2012-10-03	33	2012-10-03	USD
100000022	1	c.alfaro@quimica-madrilenos.es	7980023486	\N	http://www.quimica-madrilenos.es	1000000056	Quimica Madrilenos	S.A.	33	2012-10-03	33	2012-10-03	EUR
100000023	1	sven.j@getraenke-janssen.de	3629731486	\N	http://www.getraenke-janssen.de	1000000057	Getränkegroßhandel Janssen	GmbH	33	2012-10-03	33	2012-10-03	EUR
100000024	1	yoshiko.kakuji@jateco.jp	3206580974	\N	http://www.jateco.jp	1000000058	JaTeCo	Inc.	33	2012-10-03	33	2012-10-03	JPY
100000025	1	alessio.galasso@tcdr.it	4580963184	\N	http://www.tcdr.it	1000000059	Tessile Casa Di Roma	Srl	33	2012-10-03	33	2012-10-03	EUR
100000026	1	romain.le_mason@verdo.fr	1012697341	\N	http://www.verdo.fr	1000000060	Vente Et Réparation de Ordinateur	S.A.R.L.	33	2012-10-03	33	2012-10-03	EUR
100000027	1	martha.calcagno@dpg.ar	7345697824	\N	http://www.dpg.ar	1000000061	Developement Para O Governo	S.A.	33	2012-10-03	33	2012-10-03	ARS
100000028	1	beatriz.da_silva@brazil-tec.br	469614115	\N	http://www.brazil-tec.br	1000000062	Brazil Technologies	S.A.	33	2012-10-03	33	2012-10-03	BRL
100000029	2	anthony.lebouef@crtu.ca	6839542781	\N	http://www.crtu.ca	1000000063	C.R.T.U.	Ltd.	33	2012-10-03	33	2012-10-03	CAD
100000030	1	lisa.felske@jologa.ch	6714954542	\N	http://www.jologa.ch	1000000064	Jologa	GmbH	33	2012-10-03	33	2012-10-03	CHF
100000031	1	jonathan.d.mason@baleda.com	2483693027	\N	http://www.baleda.com	1000000065	Baleda	Inc.	33	2012-10-03	33	2012-10-03	USD
100000032	1	amelie.troyat@angere.fr	2094573421	\N	http://www.angere.fr	1000000066	Angeré	S.A.R.L.	33	2012-10-03	33	2012-10-03	EUR
100000033	1	pete_waltham@pc-gym-tec.com	4136278910	\N	http://www.pc-gym-tec.com	1000000067	PC Gym Tec	Inc.	33	2012-10-03	33	2012-10-03	USD
100000034	1	ryu.toshiro@jip.jp	3540671320	\N	http://www.jip.jp	1000000068	Japan Insurance Partner	Inc.	33	2012-10-03	33	2012-10-03	JPY
100000035	1	jose-lopez@en-ar.ar	7315064077	\N	http://www.en-ar.ar	1000000069	Entertainment Argentinia	S.A.	33	2012-10-03	33	2012-10-03	ARS
100000036	1	dahoma.lawla@agadc.co.za	4381762683	\N	http://www.agadc.co.za	1000000070	African Gold And Diamant Corporation	Ltd.	33	2012-10-03	33	2012-10-03	ZAR
100000037	1	jefferson.parker@pico-bit.com	9703586412	\N	http://www.pico-bit.com	1000000071	PicoBit	Inc.	33	2012-10-03	33	2012-10-03	USD
100000038	1	tamara.flaig@brl-ag.de	6843585642	\N	http://www.brl-ag.de	1000000072	Bionic Research Lab	AG	33	2012-10-03	33	2012-10-03	EUR
100000039	2	sunita-kapoor@it-trade.in	4203876954	\N	http://www.it-trade.in	1000000073	Indian IT Trading Company	Ltd.	33	2012-10-03	33	2012-10-03	INR
100000040	2	pawel-lewandoski@catf.pl	8367920106	\N	http://www.catf.pl	1000000074	Chemia A Technicznie Fabryka	Sp.z.o.o.	33	2012-10-03	33	2012-10-03	PLN
100000041	1	laura.campillo@saitc.ar	1438907230	\N	http://www.saitc.ar	1000000075	South American IT Company	S.A.	33	2012-10-03	33	2012-10-03	ARS
100000042	1	jian.si@siwusha.cn	7412697340	\N	http://www.siwusha.cn	1000000024	Siwusha	CJV	33	2012-10-03	33	2012-10-03	CNY
100000043	1	frederik.christensen@dftc.dk	3102050749	\N	http://www.dftc.dk	1000000077	Danish Fish Trading Company	A/S	33	2012-10-03	33	2012-10-03	DKK
100000044	1	mirjam.schmidt@sorali.de	3102050749	\N	http://www.sorali.de	1000000078	Sorali	AG	33	2012-10-03	33	2012-10-03	EUR
\.

COPY texts (text_id, language, iso_language, text) FROM stdin;
1000000001	E	en	Notebook Basic 15
1000000002	E	en	Notebook Basic 15 with 1.7GHz - 15 XGA - 1024MB DDR2 SDRAM - 40GB Hard Disc
1000000003	E	en	Notebook Basic 17
1000000004	E	en	Notebook Basic 17 with 1.7GHz - 17 XGA - 1024MB DDR2 SDRAM - 40GB Hard Disc
1000000005	E	en	Notebook Basic 18
1000000006	E	en	Notebook Basic 18 with 1.7GHz - 18 LCD - 1024MB DDR2 SDRAM - 40GB Hard Disc
1000000007	E	en	Notebook Basic 19
1000000008	E	en	Notebook Basic 19 with 1.7GHz - 19 LCD - 1024MB DDR2 SDRAM - 40GB Hard Disc
1000000009	E	en	1UMTS PDA
1000000010	E	en	Ultra fast 3G UMTS/HSDPA Pocket PC. can be used with any GSM network in the world  - Bluetooth 2.0® wireless connectivity
1000000011	E	en	Notebook Professional 15
1000000012	E	en	Notebook Professional 15 with 2.3GHz - 15 XGA - 2048MB DDR2 SDRAM - 40GB Hard Disc - DVD-Writer (DVD-R/+R/-RW/-RAM)
1000000013	E	en	Notebook Professional 17
1000000014	E	en	Notebook Professional 17 with 2.3GHz - 17 XGA - 2048MB DDR2 SDRAM - 40GB Hard Disc - DVD-Writer (DVD-R/+R/-RW/-RAM)
1000000015	E	en	Easy Hand III
1000000016	E	en	High resolution 320x320 transflective color screen - 16MB of memory - Infrared Port - Speaker - Stylus
1000000017	E	en	Easy Hand V
1000000018	E	en	High resolution 320x320 transflective color screen - 32MB of memory - Infrared Port - Speaker - Stylus
1000000019	E	en	Easy Hand VII
1000000020	E	en	High resolution 320x480 transflective color screen - 16MB of memory - Infrared Port - Speaker - Stylus
1000000021	E	en	Easy Power
1000000022	E	en	High resolution 320x480 transflective color screen - 32MB of memory - Infrared Port - Speaker - Stylus
1000000023	E	en	Ergo Screen
1000000024	E	en	17 Optimum Resolution 1024 x 768 @ 85Hz. Max resolution 1280 x 960 @ 75Hz. Dot Pitch: 0.27mm
1000000025	E	en	Easy Pixel
1000000026	E	en	19 Optimum Resolution 1280 x 960 @ 85Hz. Max resolution 1600 x 1200 @ 75Hz. Dot Pitch: 0.26mm
1000000027	E	en	Beam Screen
1000000028	E	en	21 Optimum Resolution 1600 x 1200 @ 85Hz. Max resolution 1984 x 1488 @ 75Hz. Dot Pitch: 0.25mm
1000000029	E	en	Flat Basic 15
1000000030	E	en	19 Optimum Resolution 1600 x 1200 @ 85Hz. Max resolution 1984 x 1488 @ 75Hz. Dot Pitch: 0.24mm
1000000031	E	en	Flat Future
1000000032	E	en	21 Optimum Resolution 1984 x 1488 @ 85Hz. Max resolution 1720 x 1280 @ 75Hz. Dot Pitch: 0.24mm
1000000033	E	en	Flat X-large
1000000034	E	en	23 Optimum Resolution 2016 x 1512 @ 85Hz. Max resolution 2048 x 1536 @ 75Hz. Dot Pitch: 0.24mm
1000000035	E	en	Laser Professional Eco
1000000036	E	en	Print 2400 dpi image quality color documents at speeds of up to 32 ppm¹ (color) or 36 ppm¹ (monochrome). letter/A4. Powerful 500 MHz processor. 512MB of memory
1000000037	E	en	Laser Basic
1000000038	E	en	Up to 22 ppm color or 24 ppm monochrome letter. powerful 500 MHz processor and 128MB of memory
1000000039	E	en	Laser Allround
1000000040	E	en	Print up to 25 ppm letter and 24 ppm A4 color or monochrome. with a first-page-out-time of less than 13 seconds for monochrome and less than 15 seconds for color
1000000041	E	en	Deskjet Super Color
1000000042	E	en	1200 dpi x 1200 dpi - up to 19 ppm (mono) / up to 18 ppm (colour) - capacity: 80 sheets - Hi-Speed USB. Ethernet
1000000043	E	en	Deskjet Mobile
1000000044	E	en	1000 dpi x 1000 dpi - up to 15 ppm (mono) / up to 13 ppm (colour) - capacity: 40 sheets - Hi-Speed USB - excellent dimesions for the small office
1000000045	E	en	Deskjet Super Highspeed
1000000046	E	en	1200 dpi x 1200 dpi - up to 25 ppm (mono) / up to 24 ppm (colour) - capacity: 100 sheets - Hi-Speed USB2.0. Ethernet
1000000047	E	en	Multi Print
1000000048	E	en	1000 dpi x 1000 dpi - up to 16 ppm (mono) / up to 15 ppm (colour)- capacity 80 sheets - scanner (216 x 297 mm. 1200dpi x 2400dpi)
1000000049	E	en	Multi Color
1000000050	E	en	1200 dpi x 1200 dpi - up to 25 ppm (mono) / up to 24 ppm (colour)- capacity 80 sheets - scanner (216 x 297 mm. 2400dpi x 4800dpi. high resolution)
1000000051	E	en	Cordless Mouse
1000000052	E	en	Cordless Optical USB Mice. Laptop. Colour: Black. Plug&Play
1000000053	E	en	Speed Mouse
1000000054	E	en	Optical USB. PS/2 Mice. Colour: Blue. 3-button-functionality (incl. Scroll wheel)
1000000055	E	en	Track Mouse
1000000056	E	en	Optical USB Mice. Colour: Red. 5-button-functionality(incl. Scroll wheel). Plug&Play
1000000057	E	en	Ergonomic Keyboard
1000000058	E	en	Ergonomic USB PS/2 Keyboard for Desktop. Plug&Play
1000000059	E	en	Internet Keyboard
1000000060	E	en	Corded Keyboard with special keys for Internet Usability. USB
1000000061	E	en	Media Keyboard
1000000062	E	en	Corded Keyboard with special keys for Media Usability. USB
1000000063	E	en	Mousepad
1000000064	E	en	Nice Mousepad with ITelO Logo
1000000065	E	en	Ergo Mousepad
1000000066	E	en	Ergonomic Mousepad with ITelO Logo
1000000067	E	en	Designer Mousepad
1000000068	E	en	With extraordinary diligence designed by our Marketing manager with the ITelO Logo
1000000069	E	en	Notebook LCD Display
1000000070	E	en	Replacement display for all 14'' IBM Thinkpad. Gercom Webboy. and HP Omnibook computers.
1000000071	E	en	Proctra X
1000000072	E	en	Proctra X: DDR2 RoHS 128MB. Clock rate: 350 MHz. Memory Clock: 533 MHz. Bus Type: PCI-Express. Memory Type: DDR2. Memory Bus: 32-bit. Highlighted Features: DVI Out
1000000073	E	en	Gladiator MX
1000000074	E	en	Gladiator MX: DDR2 RoHS 128MB Supporting 512MB Clock rate: 350 MHz Memory Clock: 533 MHz. Bus Type: PCI-Express. Memory Type: DDR2 Memory Bus: 32-bit Highlighted Features: DVI Out. TV Out . HDTV
1000000075	E	en	Hurricane GX
1000000076	E	en	Hurricane GX: DDR2 RoHS 512MB Supporting1024MB Clock rate: 550 MHz Memory Clock: 933 MHz. Bus Type: PCI-Express. Memory Type: DDR2 Memory Bus: 64-bit Highlighted Features: DVI Out. TV-In. TV-Out. HDTV
1000000077	E	en	Psimax
1000000078	E	en	PsimaX: High performance of thePsimax is matched by competitive features and extra horsepower to deliver barrier-free entertainment.
1000000079	E	en	Photo Scan
1000000080	E	en	Flatbed scanner - 1200 dpi x 1000 dpi - 216 x 297 mm - Hi-Speed USB  - Bluetooth Ver. 1.2
1000000081	E	en	Power Scan
1000000082	E	en	Flatbed scanner - 1200 dpi x 1200 dpi - 216 x 297 mm - Hi-Speed USB  - Bluetooth Ver. 1.2
1000000083	E	en	Jet Scan Professional
1000000084	E	en	Flatbed scanner - Letter - 2400 dpi x 2400 dpi - 216 x 297 mm - Hi-Speed USB  - Bluetooth Ver. 1.2
1000000085	E	en	Jet Scan Professional
1000000086	E	en	Flatbed scanner - Letter - 2400 dpi x 2400 dpi - ADF ( 50 sheets ) - Hi-Speed USB  - Bluetooth Ver. 1.2
1000000087	E	en	Copymaster
1000000088	E	en	Copymaster
1000000089	E	en	Surround Sound
1000000090	E	en	PC multimedia speakers - 5 Watt (Total)
1000000091	E	en	Blaster Extreme
1000000092	E	en	PC multimedia speakers - 10 Watt (Total) - 2-way
1000000093	E	en	Sound Booster
1000000094	E	en	PC multimedia speakers - 30 Watt (Total) - 2-way
1000000095	E	en	Smart Office
1000000096	E	en	Complete package. 1 User. Different Office Applications. wordprocessing. spreadsheet. presentations
1000000097	E	en	Smart Design
1000000098	E	en	Complete package. 1 User. Image editing. processing
1000000099	E	en	Smart Network
1000000100	E	en	Complete package. 1 User. Network Software Utilitys. Useful Applications and Documentation
1000000101	E	en	Smart Multimedia
1000000102	E	en	Complete package. 1 User. different Multimedia applications. playing music. watching dvds. only with this Smart package
1000000103	E	en	Smart Games
1000000104	E	en	Complete package. 1 User. various games for amusement. logic. action. jump&run
1000000105	E	en	Smart Internet Antivirus
1000000106	E	en	Complete package. 1 User. highly recommended for internet user. to be armed against cybercrime like virus and trojan
1000000107	E	en	Smart Firewall
1000000108	E	en	Complete package. 1 User. recommended for internet user. protect your PC against cyber-crime
1000000109	E	en	Smart Money
1000000110	E	en	Complete package. 1 User. bring your money in your mind. see what you have and what you want
1000000111	E	en	PC Lock
1000000112	E	en	Everywhere security to avoid burglary of your Desktop
1000000113	E	en	Notebook Lock
1000000114	E	en	Everywhere security for your notebook
1000000115	E	en	Web cam reality
1000000116	E	en	Web camera. colour. High-Speed USB
1000000117	E	en	Screen clean
1000000118	E	en	10 separately packed screen clean cloths
1000000119	E	en	Leather bag professional
1000000120	E	en	Separately notebook case. many room for pencils and ring binder
1000000121	E	en	Modem Hyper Speed
1000000122	E	en	Modem Hyper Speed with 56k Ethernet connectivity
1000000123	E	en	ISDN direct
1000000124	E	en	ISDN Modem with 64k/128k Ethernet connectivity
1000000125	E	en	ADSL progress T1
1000000126	E	en	ADSL Modem with asynchronous DSL high speed connectivity
1000000127	E	en	USB Stick 1 GB
1000000128	E	en	USB 2.0 High-Speed 1GB
1000000129	E	en	Keybord. english international
1000000130	E	en	Corded Keyboard with english keys
1000000131	E	en	Flat X-large II
1000000132	E	en	23 Optimum Resolution 2048 × 1536 @ 85Hz. Max resolution 2080 × 1560 @ 75Hz. Dot Pitch: 0.24mm
1000000133	E	en	Flat XL
1000000134	E	en	23 Optimum Resolution 2016 x 1512 @ 85Hz. Max resolution 2048 x 1536 @ 75Hz. Dot Pitch: 0.24mm
1000000135	E	en	PC Power Station
1000000136	E	en	PC Power Station with 2.6 quad-core. 2 GB RAM. feels like a PC
1000000137	E	en	Server Basic
1000000138	E	en	Dual socket. quad-core processing server with 1333 MHz Front Side Bus with 10Gb connectivity
1000000139	E	en	Server Professional
1000000140	E	en	Dual socket. quad-core processing server with 1644 MHz Front Side Bus with 10Gb connectivity
1000000141	E	en	Server Power Pro
1000000142	E	en	Dual socket. quad-core processing server with 1644 MHz Front Side Bus with 100Gb connectivity
1000000143	E	en	Flat Watch HD32
1000000144	E	en	32 Zoll. 1366x768 Pixel. 16:9. HDTV ready
1000000145	E	en	Flat Watch HD37
1000000146	E	en	37 Zoll. 1366x768 Pixel. 16:9. HDTV ready
1000000147	E	en	Flat Watch HD41
1000000148	E	en	41 Zoll. 1366x768 Pixel. 16:9. HDTV ready
1000000149	E	en	Platinberry
1000000150	E	en	Our new multifunctional Handheld with phone function in platin
1000000151	E	en	Goldberry
1000000152	E	en	Our new multifunctional Handheld with phone function in gold
1000000153	E	en	Silverberry
1000000154	E	en	Our new multifunctional Handheld with phone function in silver
1000000155	E	en	Copperberry
1000000156	E	en	Our new multifunctional Handheld with phone function in copper
1000000157	E	en	Lovely Sound 5.1 Wireless
1000000158	E	en	5.1 Headset. 40 Hz-20 kHz. Wireless
1000000159	E	en	Lovely Sound 5.1
1000000160	E	en	5.1 Headset. 40 Hz-20 kHz. 3m cable
1000000161	E	en	Lovely Sound Stereo
1000000162	E	en	5.1 Headset. 40 Hz-20 kHz. 3m cable
1000000163	E	en	Power Pro Player 80
1000000164	E	en	MP3-Player with 80 GB HDD and Color Display. can play movies
1000000165	E	en	Power Pro Player 40
1000000166	E	en	MP3-Player with 40 GB HDD and Color Display. can play movies
1000000167	E	en	Basic Booster B
1000000168	E	en	2 GB. Flash. USB
1000000169	E	en	Basic Booster A
1000000170	E	en	1 GB. Flash. USB
1000000171	E	en	Record Movie
1000000172	E	en	160 GB HDD. CD-RW. DVD+R/RW. DVD-R/RW. MPEG 2 (Video-DVD). MPEG 4. VCD. SVCD. DivX. Xvid
1000000173	E	en	Play Movie
1000000174	E	en	CD-RW. DVD+R/RW. DVD-R/RW. MPEG 2 (Video-DVD). MPEG 4. VCD. SVCD. DivX. Xvid
1000000175	E	en	Beam Breaker B-3
1000000176	E	en	2500 ANSI-Lumen. max.12.3Meter. 800 Pixel. 600 Pixel
1000000177	E	en	Beam Breaker B-2
1000000178	E	en	2200 ANSI-Lumen. max.9.34 Meter. 800 Pixel. 600 Pixel
1000000179	E	en	Portable DVD Player with 9 LCD Monitor
1000000180	E	en	9 LCD Screen. storage holds up to 8 hours. 2 speakers included
1000000181	E	en	Beam Breaker B-1
1000000182	E	en	1900 ANSI-Lumen. max. 8.45 Meter. 800 Pixel. 600 Pixel
1000000183	E	en	Removable CD/DVD Laser Labels
1000000184	E	en	To archive your self-burned CDs
1000000185	E	en	Audio/Video Cable Kit - 12 ft
1000000186	E	en	Connecting our beamers and notebooks using full quality
1000000187	E	en	CD/DVD case: 264 capacity
1000000188	E	en	Keeps your CD and DVDs clean and in order with our CD/DVD case
1000000189	E	en	10 Portable DVD player
1000000190	E	en	10 LCD Screen. storage battery holds up to 8 hours
1000000191	E	en	7 Widescreen Portable DVD Player w MP3
1000000192	E	en	7 LCD Screen. storage battery holds up to 6 hours!
1000000193	E	en	Gaming Monster Pro
1000000194	E	en	2.5 Ghz. quad core. 8 GB RAM. 700 GB Hdd. Graphic Card: Hurricane GX
1000000195	E	en	Gaming Monster
1000000196	E	en	2.2 Ghz. dual core. 2 GB RAM. 400 GB Hdd. Graphic Card: Gladiator MX
1000000197	E	en	Family PC Pro
1000000198	E	en	2 Ghz. dual core. 1 GB RAM. 250 GB Hdd. Graphic Card: Gladiator MX
1000000199	E	en	Family PC Basic
1000000200	E	en	1.8 Ghz. dual core.512 MB Ram. 100 GB HDD. Graphic Card: Proctra X
1000000201	E	en	USB Stick 2 GB
1000000202	E	en	USB 2.0 High-Speed 2GB
1000000203	E	en	ITelO FlexTop I4000
1000000204	E	en	1.5 Ghz. single core. 40 GB HDD. Windows Vista Home Basic. 512 MB RAM
1000000205	E	en	ITelO FlexTop I6300c
1000000206	E	en	1.6 Ghz. dual core. 60 GB HDD. Windows Vista Home Basic. 512 MB RAM+
1000000207	E	en	ITelO FlexTop I9100
1000000208	E	en	2.2 Ghz. quad core. 80 GB HDD. Windows Vista Home Premium. 1024 MB RAM
1000000209	E	en	ITelO FlexTop I9800
1000000210	E	en	2.8 Ghz. quad core. 120 GB HDD. Windows Vista Home Premium. 2048 MB RAM
1000000211	E	en	Flyer
1000000212	E	en	Flyer for our new product
\.

COPY products (product_id, type_code, category, created_by, created_at, changed_by, changed_at, name_id, desc_id, supplier_id, tax_tariff_code, quantity_unit, weight_measure, weight_unit, currency, price, product_pic_url, width, depth, height, dimension_unit) FROM stdin;
HT-1000	PR	Notebooks	33	2012-10-03	33	2012-10-03	1000000001	1000000002	100000000	1	EA	4.2	KG	EUR	956	/sap/hana/democontent/epmNext/data/images/HT-1000.jpg	0.3	0.18	0.03	M
HT-1001	PR	Notebooks	33	2012-10-03	33	2012-10-03	1000000003	1000000004	100000001	1	EA	4.5	KG	EUR	1249	/sap/hana/democontent/epmNext/data/images/HT-1001.jpg	0.29	0.17	0.03	M
HT-1002	PR	Notebooks	33	2012-10-03	33	2012-10-03	1000000005	1000000006	100000002	1	EA	4.2	KG	USD	1570	/sap/hana/democontent/epmNext/data/images/HT-1002.jpg	0.28	0.19	0.03	M
HT-1003	PR	Notebooks	33	2012-10-03	33	2012-10-03	1000000007	1000000008	100000003	1	EA	4.2	KG	EUR	1650	/sap/hana/democontent/epmNext/data/images/HT-1003.jpg	0.32	0.21	0.04	M
HT-1007	PR	Handhelds	33	2012-10-03	33	2012-10-03	1000000009	1000000010	100000004	1	EA	0.2	KG	USD	499	/sap/hana/democontent/epmNext/data/images/HT-1007.jpg	0.32	0.22	0.03	M
HT-1010	PR	Notebooks	33	2012-10-03	33	2012-10-03	1000000011	1000000012	100000005	1	EA	4.3	KG	EUR	1999	/sap/hana/democontent/epmNext/data/images/HT-1010.jpg	0.33	0.2	0.03	M
HT-1011	PR	Notebooks	33	2012-10-03	33	2012-10-03	1000000013	1000000014	100000006	1	EA	4.1	KG	JPY	2299	/sap/hana/democontent/epmNext/data/images/HT-1011.jpg	0.33	0.23	0.02	M
HT-1020	PR	Handhelds	33	2012-10-03	33	2012-10-03	1000000015	1000000016	100000007	1	EA	0.16	KG	EUR	129	/sap/hana/democontent/epmNext/data/images/HT-1020.jpg	0.1	0.02	0.17	M
HT-1021	PR	Handhelds	33	2012-10-03	33	2012-10-03	1000000017	1000000018	100000008	1	EA	0.18	KG	MXN	149	/sap/hana/democontent/epmNext/data/images/HT-1021.jpg	0.11	0.02	0.18	M
HT-1022	PR	Handhelds	33	2012-10-03	33	2012-10-03	1000000019	1000000020	100000009	1	EA	0.2	KG	ARS	205	/sap/hana/democontent/epmNext/data/images/HT-1022.jpg	0.84	0.02	0.14	M
HT-1023	PR	Handhelds	33	2012-10-03	33	2012-10-03	1000000021	1000000022	100000010	1	EA	0.8	KG	USD	239	/sap/hana/democontent/epmNext/data/images/HT-1023.jpg	0.8	0.02	0.13	M
HT-1030	PR	Flat screens	33	2012-10-03	33	2012-10-03	1000000023	1000000024	100000011	1	EA	18	KG	EUR	230	/sap/hana/democontent/epmNext/data/images/HT-1030.jpg	0.37	0.12	0.36	M
HT-1031	PR	Flat screens	33	2012-10-03	33	2012-10-03	1000000025	1000000026	100000012	1	EA	22	KG	GBP	285	/sap/hana/democontent/epmNext/data/images/HT-1031.jpg	0.41	0.19	0.43	M
HT-1032	PR	Flat screens	33	2012-10-03	33	2012-10-03	1000000027	1000000028	100000013	1	EA	21	KG	EUR	345	/sap/hana/democontent/epmNext/data/images/HT-1032.jpg	0.41	0.19	0.43	M
HT-1035	PR	Flat screens	33	2012-10-03	33	2012-10-03	1000000029	1000000030	100000014	1	EA	14	KG	USD	399	/sap/hana/democontent/epmNext/data/images/HT-1035.jpg	0.39	0.2	0.41	M
HT-1036	PR	Flat screens	33	2012-10-03	33	2012-10-03	1000000031	1000000032	100000015	1	EA	15	KG	CAD	430	/sap/hana/democontent/epmNext/data/images/HT-1036.jpg	0.45	0.26	0.46	M
HT-1037	PR	Flat screens	33	2012-10-03	33	2012-10-03	1000000033	1000000034	100000016	1	EA	17	KG	MXN	1430	/sap/hana/democontent/epmNext/data/images/HT-1037.jpg	0.55	0.22	0.39	M
HT-1040	PR	Laser printers	33	2012-10-03	33	2012-10-03	1000000035	1000000036	100000017	1	EA	32	KG	EUR	830	/sap/hana/democontent/epmNext/data/images/HT-1040.jpg	0.51	0.46	0.3	M
HT-1041	PR	Laser printers	33	2012-10-03	33	2012-10-03	1000000037	1000000038	100000018	1	EA	23	KG	ARS	490	/sap/hana/democontent/epmNext/data/images/HT-1041.jpg	0.48	0.42	0.26	M
HT-1042	PR	Laser printers	33	2012-10-03	33	2012-10-03	1000000039	1000000040	100000019	1	EA	15	KG	EUR	349	/sap/hana/democontent/epmNext/data/images/HT-1042.jpg	0.53	0.5	0.65	M
HT-1050	PR	Ink jet printers	33	2012-10-03	33	2012-10-03	1000000041	1000000042	100000020	1	EA	3	KG	RUB	139	/sap/hana/democontent/epmNext/data/images/HT-1050.jpg	0.45	0.34	0.18	M
HT-1051	PR	Ink jet printers	33	2012-10-03	33	2012-10-03	1000000043	1000000044	100000021	1	EA	1.9	KG	USD	99	/sap/hana/democontent/epmNext/data/images/HT-1051.jpg	0.46	0.32	0.25	M
HT-1052	PR	Ink jet printers	33	2012-10-03	33	2012-10-03	1000000045	1000000046	100000022	1	EA	18	KG	EUR	170	/sap/hana/democontent/epmNext/data/images/HT-1052.jpg	0.41	0.42	0.28	M
HT-1055	PR	Multi function printers	33	2012-10-03	33	2012-10-03	1000000047	1000000048	100000023	1	EA	6.3	KG	EUR	99	/sap/hana/democontent/epmNext/data/images/HT-1055.jpg	0.55	0.45	0.29	M
HT-1056	PR	Multi function printers	33	2012-10-03	33	2012-10-03	1000000049	1000000050	100000024	1	EA	4.3	KG	JPY	119	/sap/hana/democontent/epmNext/data/images/HT-1056.jpg	0.51	0.41	0.22	M
HT-1060	PR	Mice	33	2012-10-03	33	2012-10-03	1000000051	1000000052	100000025	1	EA	0.09	KG	EUR	9	/sap/hana/democontent/epmNext/data/images/HT-1060.jpg	0.06	0.15	0.04	M
HT-1061	PR	Mice	33	2012-10-03	33	2012-10-03	1000000053	1000000054	100000026	1	EA	0.09	KG	EUR	7	/sap/hana/democontent/epmNext/data/images/HT-1061.jpg	0.07	0.15	0.03	M
HT-1062	PR	Mice	33	2012-10-03	33	2012-10-03	1000000055	1000000056	100000027	1	EA	0.03	KG	ARS	11	/sap/hana/democontent/epmNext/data/images/HT-1062.jpg	0.07	0.14	0.04	M
HT-1063	PR	Keyboards	33	2012-10-03	33	2012-10-03	1000000057	1000000058	100000028	1	EA	2.1	KG	BRL	14	/sap/hana/democontent/epmNext/data/images/HT-1063.jpg	0.5	0.21	0.04	M
HT-1064	PR	Keyboards	33	2012-10-03	33	2012-10-03	1000000059	1000000060	100000029	1	EA	1.8	KG	CAD	16	/sap/hana/democontent/epmNext/data/images/HT-1064.jpg	0.52	0.25	0.03	M
HT-1065	PR	Keyboards	33	2012-10-03	33	2012-10-03	1000000061	1000000062	100000030	1	EA	2.3	KG	CHF	26	/sap/hana/democontent/epmNext/data/images/HT-1065.jpg	0.51	0.23	0.04	M
HT-1066	PR	High Tech	33	2012-10-03	33	2012-10-03	1000000063	1000000064	100000031	1	EA	80	G	USD	2.5	/sap/hana/democontent/epmNext/data/images/HT-1066.jpg	0.3	0.3	0.01	M
HT-1067	PR	High Tech	33	2012-10-03	33	2012-10-03	1000000065	1000000066	100000032	1	EA	150	G	EUR	3.5	/sap/hana/democontent/epmNext/data/images/HT-1067.jpg	0.28	0.22	0	M
HT-1068	PR	High Tech	33	2012-10-03	33	2012-10-03	1000000067	1000000068	100000033	1	EA	150	G	USD	3.5	/sap/hana/democontent/epmNext/data/images/HT-1068.jpg	0.24	0.24	0.01	M
HT-1069	PR	Flat screens	33	2012-10-03	33	2012-10-03	1000000069	1000000070	100000034	1	EA	170	G	JPY	800	/sap/hana/democontent/epmNext/data/images/HT-1069.jpg	0.32	0	0.23	M
HT-1070	PR	Graphic cards	33	2012-10-03	33	2012-10-03	1000000071	1000000072	100000035	1	EA	0.01	KG	ARS	70.9	/sap/hana/democontent/epmNext/data/images/HT-1070.jpg	0.15	0.18	0.05	M
HT-1071	PR	Graphic cards	33	2012-10-03	33	2012-10-03	1000000073	1000000074	100000036	1	EA	0.012	KG	ZAR	81.7	/sap/hana/democontent/epmNext/data/images/HT-1071.jpg	0.14	0.18	0.04	M
HT-1072	PR	Graphic cards	33	2012-10-03	33	2012-10-03	1000000075	1000000076	100000037	1	EA	0.013	KG	USD	101.2	/sap/hana/democontent/epmNext/data/images/HT-1072.jpg	0.15	0.17	0.03	M
HT-1073	PR	Graphic cards	33	2012-10-03	33	2012-10-03	1000000077	1000000078	100000038	1	EA	0.01	KG	EUR	24	/sap/hana/democontent/epmNext/data/images/HT-1073.jpg	0.15	0.17	0.04	M
HT-1080	PR	Scanner	33	2012-10-03	33	2012-10-03	1000000079	1000000080	100000039	1	EA	2.3	KG	INR	51	/sap/hana/democontent/epmNext/data/images/HT-1080.jpg	0.34	0.48	0.05	M
HT-1081	PR	Scanner	33	2012-10-03	33	2012-10-03	1000000081	1000000082	100000040	1	EA	2.4	KG	PLN	89	/sap/hana/democontent/epmNext/data/images/HT-1081.jpg	0.31	0.43	0.07	M
HT-1082	PR	Scanner	33	2012-10-03	33	2012-10-03	1000000083	1000000084	100000041	1	EA	3.2	KG	ARS	169	/sap/hana/democontent/epmNext/data/images/HT-1082.jpg	0.33	0.41	0.12	M
HT-1083	PR	Scanner	33	2012-10-03	33	2012-10-03	1000000085	1000000086	100000042	1	EA	3.2	KG	CNY	520	/sap/hana/democontent/epmNext/data/images/HT-1083.jpg	0.35	0.4	0.1	M
HT-1085	PR	Scanner and Printer	33	2012-10-03	33	2012-10-03	1000000087	1000000088	100000043	1	EA	23.2	KG	DKK	1499	/sap/hana/democontent/epmNext/data/images/HT-1085.jpg	0.45	0.42	0.22	M
HT-1090	PR	Speakers	33	2012-10-03	33	2012-10-03	1000000089	1000000090	100000044	1	EA	3	KG	EUR	39	/sap/hana/democontent/epmNext/data/images/HT-1090.jpg	0.12	0.1	0.16	M
HT-1091	PR	Speakers	33	2012-10-03	33	2012-10-03	1000000091	1000000092	100000000	1	EA	1.4	KG	EUR	26	/sap/hana/democontent/epmNext/data/images/HT-1091.jpg	0.13	0.11	0.18	M
HT-1092	PR	Speakers	33	2012-10-03	33	2012-10-03	1000000093	1000000094	100000001	1	EA	2.1	KG	EUR	45	/sap/hana/democontent/epmNext/data/images/HT-1092.jpg	0.12	0.1	0.18	M
HT-1100	PR	Software	33	2012-10-03	33	2012-10-03	1000000095	1000000096	100000002	1	EA	1.2	KG	USD	89.9	/sap/hana/democontent/epmNext/data/images/HT-1100.jpg	0.15	0.07	0.21	M
HT-1101	PR	Software	33	2012-10-03	33	2012-10-03	1000000097	1000000098	100000003	1	EA	0.8	KG	EUR	79.9	/sap/hana/democontent/epmNext/data/images/HT-1101.jpg	0.14	0.07	0.24	M
HT-1102	PR	Software	33	2012-10-03	33	2012-10-03	1000000099	1000000100	100000004	1	EA	0.8	KG	USD	69	/sap/hana/democontent/epmNext/data/images/HT-1102.jpg	0.16	0.06	0.27	M
HT-1103	PR	Software	33	2012-10-03	33	2012-10-03	1000000101	1000000102	100000005	1	EA	0.8	KG	EUR	77	/sap/hana/democontent/epmNext/data/images/HT-1103.jpg	0.11	0.03	0.22	M
HT-1104	PR	Software	33	2012-10-03	33	2012-10-03	1000000103	1000000104	100000006	1	EA	1.1	KG	JPY	55	/sap/hana/democontent/epmNext/data/images/HT-1104.jpg	0.1	0.03	0.3	M
HT-1105	PR	Software	33	2012-10-03	33	2012-10-03	1000000105	1000000106	100000007	1	EA	0.7	KG	EUR	29	/sap/hana/democontent/epmNext/data/images/HT-1105.jpg	0.16	0.04	0.21	M
HT-1106	PR	Software	33	2012-10-03	33	2012-10-03	1000000107	1000000108	100000008	1	EA	0.9	KG	MXN	34	/sap/hana/democontent/epmNext/data/images/HT-1106.jpg	0.18	0.04	0.23	M
HT-1107	PR	Software	33	2012-10-03	33	2012-10-03	1000000109	1000000110	100000009	1	EA	0.5	KG	ARS	29.9	/sap/hana/democontent/epmNext/data/images/HT-1107.jpg	0.12	0.02	0.19	M
HT-1110	PR	Others	33	2012-10-03	33	2012-10-03	1000000111	1000000112	100000010	1	EA	0.03	KG	USD	8.9	/sap/hana/democontent/epmNext/data/images/HT-1110.jpg	0.2	0.08	0.04	M
HT-1111	PR	Others	33	2012-10-03	33	2012-10-03	1000000113	1000000114	100000011	1	EA	0.02	KG	EUR	6.9	/sap/hana/democontent/epmNext/data/images/HT-1111.jpg	0.31	0.09	0.07	M
HT-1112	PR	Others	33	2012-10-03	33	2012-10-03	1000000115	1000000116	100000012	1	EA	0.5	KG	GBP	39	/sap/hana/democontent/epmNext/data/images/HT-1112.jpg	0.09	0.08	0.01	M
HT-1113	PR	Others	33	2012-10-03	33	2012-10-03	1000000117	1000000118	100000013	1	EA	0.2	KG	EUR	2.3	/sap/hana/democontent/epmNext/data/images/HT-1113.jpg	0.18	0.22	0.01	M
HT-1114	PR	Others	33	2012-10-03	33	2012-10-03	1000000119	1000000120	100000014	1	EA	1.8	KG	USD	69	/sap/hana/democontent/epmNext/data/images/HT-1114.jpg	0.51	0.19	0.35	M
HT-1115	PR	Hardware	33	2012-10-03	33	2012-10-03	1000000121	1000000122	100000015	1	EA	1.3	KG	CAD	42	/sap/hana/democontent/epmNext/data/images/HT-1115.jpg	0.19	0.18	0.12	M
HT-1116	PR	Others	33	2012-10-03	33	2012-10-03	1000000123	1000000124	100000016	1	EA	0.3	KG	MXN	36	/sap/hana/democontent/epmNext/data/images/HT-1116.jpg	0.19	0.21	0.14	M
HT-1117	PR	Others	33	2012-10-03	33	2012-10-03	1000000125	1000000126	100000017	1	EA	0.4	KG	EUR	38	/sap/hana/democontent/epmNext/data/images/HT-1117.jpg	0.12	0.24	0.11	M
HT-1118	PR	Others	33	2012-10-03	33	2012-10-03	1000000127	1000000128	100000018	1	EA	0.015	KG	ARS	79	/sap/hana/democontent/epmNext/data/images/HT-1118.jpg	0.02	0.09	0.01	M
HT-1120	PR	Input device	33	2012-10-03	33	2012-10-03	1000000129	1000000130	100000019	1	EA	1	KG	EUR	260	/sap/hana/democontent/epmNext/data/images/HT-1120.jpg	0.45	0.19	0.03	M
HT-1137	PR	Flat screens	33	2012-10-03	33	2012-10-03	1000000131	1000000132	100000020	1	EA	18	KG	RUB	1230	/sap/hana/democontent/epmNext/data/images/HT-1137.jpg	0.54	0.22	0.38	M
HT-1138	PR	Flat screens	33	2012-10-03	33	2012-10-03	1000000133	1000000134	100000021	1	EA	4.2	KG	USD	1211	/sap/hana/democontent/epmNext/data/images/HT-1138.jpg	0.53	0.2	0.44	M
HT-1210	PR	PC	33	2012-10-03	33	2012-10-03	1000000135	1000000136	100000022	1	EA	2.3	KG	EUR	2399	/sap/hana/democontent/epmNext/data/images/HT-1210.jpg	0.28	0.31	0.43	M
HT-1500	PR	Workstation ensemble	33	2012-10-03	33	2012-10-03	1000000137	1000000138	100000023	1	EA	18	KG	EUR	5000	/sap/hana/democontent/epmNext/data/images/HT-1500.jpg	0.34	0.35	0.23	M
HT-1501	PR	Workstation ensemble	33	2012-10-03	33	2012-10-03	1000000139	1000000140	100000024	1	EA	25	KG	JPY	15000	/sap/hana/democontent/epmNext/data/images/HT-1501.jpg	0.29	0.3	0.27	M
HT-1502	PR	Workstation ensemble	33	2012-10-03	33	2012-10-03	1000000141	1000000142	100000025	1	EA	35	KG	EUR	25000	/sap/hana/democontent/epmNext/data/images/HT-1502.jpg	0.22	0.27	0.37	M
HT-6130	PR	Flat-screen television	33	2012-10-03	33	2012-10-03	1000000143	1000000144	100000026	1	EA	2.6	KG	EUR	1459	/sap/hana/democontent/epmNext/data/images/HT-6130.jpg	0.78	0.22	0.55	M
HT-6131	PR	Flat-screen television	33	2012-10-03	33	2012-10-03	1000000145	1000000146	100000027	1	EA	2.2	KG	ARS	1199	/sap/hana/democontent/epmNext/data/images/HT-6131.jpg	0.99	0.26	0.61	M
HT-6132	PR	Flat-screen television	33	2012-10-03	33	2012-10-03	1000000147	1000000148	100000028	1	EA	1.8	KG	BRL	899	/sap/hana/democontent/epmNext/data/images/HT-6132.jpg	1.28	0.23	0.79	M
HT-7030	PR	Handheld	33	2012-10-03	33	2012-10-03	1000000149	1000000150	100000029	1	EA	0.5	KG	CAD	2490	/sap/hana/democontent/epmNext/data/images/HT-7030.jpg	0.09	0.15	0.1	M
HT-7020	PR	Handheld	33	2012-10-03	33	2012-10-03	1000000151	1000000152	100000030	1	EA	0.5	KG	CHF	1490	/sap/hana/democontent/epmNext/data/images/HT-7030.jpg	0.07	0.16	0.11	M
HT-7010	PR	Handheld	33	2012-10-03	33	2012-10-03	1000000153	1000000154	100000031	1	EA	0.5	KG	USD	799	/sap/hana/democontent/epmNext/data/images/HT-7010.jpg	0.07	0.15	0.13	M
HT-7000	PR	Handheld	33	2012-10-03	33	2012-10-03	1000000155	1000000156	100000032	1	EA	0.5	KG	EUR	549	/sap/hana/democontent/epmNext/data/images/HT-7000.jpg	0.08	0.13	0.12	M
HT-1095	PR	Headset	33	2012-10-03	33	2012-10-03	1000000157	1000000158	100000033	1	EA	187	G	USD	160	/sap/hana/democontent/epmNext/data/images/HT-1095.jpg	0.24	0.02	0.23	M
HT-1096	PR	Headset	33	2012-10-03	33	2012-10-03	1000000159	1000000160	100000034	1	EA	130	G	JPY	120	/sap/hana/democontent/epmNext/data/images/HT-1096.jpg	0.25	0.02	0.19	M
HT-1097	PR	Headset	33	2012-10-03	33	2012-10-03	1000000161	1000000162	100000035	1	EA	60	G	ARS	56	/sap/hana/democontent/epmNext/data/images/HT-1097.jpg	0.21	0.02	0.2	M
HT-6123	PR	MP3-Player	33	2012-10-03	33	2012-10-03	1000000163	1000000164	100000036	1	EA	267	G	ZAR	299	/sap/hana/democontent/epmNext/data/images/HT-6123.jpg	0.13	0.02	0.14	M
HT-6122	PR	MP3-Player	33	2012-10-03	33	2012-10-03	1000000165	1000000166	100000037	1	EA	266	G	USD	167	/sap/hana/democontent/epmNext/data/images/HT-6122.jpg	0.08	0.02	0.08	M
HT-6121	PR	MP3-Player	33	2012-10-03	33	2012-10-03	1000000167	1000000168	100000038	1	EA	134	G	EUR	63	/sap/hana/democontent/epmNext/data/images/HT-6121.jpg	0.05	0.01	0.09	M
HT-6120	PR	MP3-Player	33	2012-10-03	33	2012-10-03	1000000169	1000000170	100000039	1	EA	134	G	INR	45	/sap/hana/democontent/epmNext/data/images/HT-6120.jpg	0.05	0.02	0.06	M
HT-6111	PR	Electronics	33	2012-10-03	33	2012-10-03	1000000171	1000000172	100000040	1	EA	3.1	KG	PLN	288	/sap/hana/democontent/epmNext/data/images/HT-6111.jpg	0.38	0.26	0.06	M
HT-6110	PR	Electronics	33	2012-10-03	33	2012-10-03	1000000173	1000000174	100000041	1	EA	2.4	KG	ARS	130	/sap/hana/democontent/epmNext/data/images/HT-6110.jpg	0.37	0.24	0.06	M
HT-6102	PR	Beamer	33	2012-10-03	33	2012-10-03	1000000175	1000000176	100000042	1	EA	2.5	KG	CNY	889	/sap/hana/democontent/epmNext/data/images/HT-6102.jpg	0.3	0.23	0.23	M
HT-6101	PR	Beamer	33	2012-10-03	33	2012-10-03	1000000177	1000000178	100000043	1	EA	2	KG	DKK	679	/sap/hana/democontent/epmNext/data/images/HT-6101.jpg	0.32	0.21	0.18	M
HT-2002	PR	Electronics	33	2012-10-03	33	2012-10-03	1000000179	1000000180	100000044	1	EA	0.72	KG	EUR	853.99	/sap/hana/democontent/epmNext/data/images/HT-2002.JPG	0.21	0.17	0.14	M
HT-6100	PR	Beamer	33	2012-10-03	33	2012-10-03	1000000181	1000000182	100000000	1	EA	1.7	KG	EUR	469	/sap/hana/democontent/epmNext/data/images/HT-6100.jpg	0.18	0.15	0.12	M
HT-2027	PR	Others	33	2012-10-03	33	2012-10-03	1000000183	1000000184	100000001	1	EA	0.15	KG	EUR	24.99	/sap/hana/democontent/epmNext/data/images/HT-2027.jpg	0.06	0	0.02	M
HT-2026	PR	Others	33	2012-10-03	33	2012-10-03	1000000185	1000000186	100000002	1	EA	0.2	KG	USD	29.99	/sap/hana/democontent/epmNext/data/images/HT-2026.jpg	0.21	0.1	0.13	M
HT-2025	PR	Others	33	2012-10-03	33	2012-10-03	1000000187	1000000188	100000003	1	EA	0.65	KG	EUR	44.99	/sap/hana/democontent/epmNext/data/images/HT-2025.jpg	0.67	0.23	0.25	M
HT-2001	PR	Electronics	33	2012-10-03	33	2012-10-03	1000000189	1000000190	100000004	1	EA	0.84	KG	USD	449.99	/sap/hana/democontent/epmNext/data/images/HT-2001.JPG	0.24	0.2	0.29	M
HT-2000	PR	Electronics	33	2012-10-03	33	2012-10-03	1000000191	1000000192	100000005	1	EA	0.79	KG	EUR	249.99	/sap/hana/democontent/epmNext/data/images/HT-2000.JPG	0.21	0.19	0.28	M
HT-1603	PR	PC	33	2012-10-03	33	2012-10-03	1000000193	1000000194	100000006	1	EA	6.8	KG	JPY	1700	/sap/hana/democontent/epmNext/data/images/HT-1601.jpg	0.27	0.28	0.42	M
HT-1602	PR	PC	33	2012-10-03	33	2012-10-03	1000000195	1000000196	100000007	1	EA	5.9	KG	EUR	1200	/sap/hana/democontent/epmNext/data/images/HT-1602.jpg	0.27	0.34	0.47	M
HT-1601	PR	PC	33	2012-10-03	33	2012-10-03	1000000197	1000000198	100000008	1	EA	5.3	KG	MXN	900	/sap/hana/democontent/epmNext/data/images/HT-1601.jpg	0.25	0.32	0.4	M
HT-1600	PR	PC	33	2012-10-03	33	2012-10-03	1000000199	1000000200	100000009	1	EA	4.8	KG	ARS	600	/sap/hana/democontent/epmNext/data/images/HT-1600.jpg	0.21	0.29	0.38	M
HT-1119	PR	Others	33	2012-10-03	33	2012-10-03	1000000201	1000000202	100000010	1	EA	88	G	USD	79	/sap/hana/democontent/epmNext/data/images/HT-1119.jpg	0.02	0.03	0.04	M
HT-8000	PR	Notebooks	33	2012-10-03	33	2012-10-03	1000000203	1000000204	100000011	1	EA	4	KG	EUR	799	/sap/hana/democontent/epmNext/data/images/HT-8000.jpg	0.31	0.19	0.03	M
HT-8001	PR	Notebooks	33	2012-10-03	33	2012-10-03	1000000205	1000000206	100000012	1	EA	4.2	KG	GBP	999	/sap/hana/democontent/epmNext/data/images/HT-8001.jpg	0.32	0.2	0.03	M
HT-8002	PR	Notebooks	33	2012-10-03	33	2012-10-03	1000000207	1000000208	100000013	1	EA	3.5	KG	EUR	1199	/sap/hana/democontent/epmNext/data/images/HT-8002.jpg	0.38	0.21	0.04	M
HT-8003	PR	Notebooks	33	2012-10-03	33	2012-10-03	1000000209	1000000210	100000014	1	EA	3.8	KG	USD	1388	/sap/hana/democontent/epmNext/data/images/HT-8003.jpg	0.48	0.31	0.05	M
AD-1000	AD	Others	33	2012-10-03	33	2012-10-03	1000000211	1000000212	100000015	1	EA	0.01	KG	CAD	0	/sap/hana/democontent/epmNext/data/images/AD-1000.jpg	0.46	0.3	0.03	M
\.

COPY purchase_orders (purchase_order_id, created_by, created_at, changed_by, changed_at, note_id, partner_id, currency, gross_amount, net_amount, tax_amount, lifecycle_status, approval_status, confirm_status, ordering_status, invoicing_status) FROM stdin;
300000000	20	2015-01-01	17	2015-01-01	9000000001	100000000	EUR	13224.47	11113	2111.47	N	I	I	I	I
300000001	18	2015-01-02	1	2015-01-02	9000000001	100000002	EUR	12493.73	10498.94	1994.79	N	I	I	I	I
300000002	26	2015-01-03	20	2015-01-03	9000000001	100000005	EUR	11666.69	9803.94	1862.75	C	A	S	I	D
300000003	15	2015-01-04	14	2015-01-04	9000000001	100000006	EUR	16561.23	13917	2644.23	P	I	C	I	I
300000004	11	2015-01-05	25	2015-01-05	9000000001	100000006	EUR	12515.23	10517	1998.23	X	R	X	I	I
300000005	15	2015-01-06	22	2015-01-06	\N	100000008	EUR	8368.08	7032	1336.08	C	A	S	I	D
300000006	6	2015-01-07	17	2015-01-07	\N	100000003	EUR	6146.19	5164.87	981.32	P	I	S	I	I
300000007	33	2015-01-08	23	2015-01-08	\N	100000004	EUR	5720.31	4806.98	913.33	R	R	X	I	I
300000008	6	2015-01-09	12	2015-01-09	\N	100000009	EUR	4444.17	3734.6	709.57	C	A	S	I	D
300000009	16	2015-01-10	28	2015-01-10	\N	100000000	EUR	3453.38	2902	551.38	P	I	C	I	I
300000010	15	2015-01-11	6	2015-01-11	\N	100000002	EUR	8150.94	6849.53	1301.41	N	I	I	I	I
300000011	24	2015-01-12	23	2015-01-12	\N	100000004	EUR	3040.41	2554.97	485.44	C	A	S	I	D
300000012	33	2015-01-13	8	2015-01-13	\N	100000005	EUR	18986.39	15954.94	3031.45	P	I	S	I	I
300000013	1	2015-01-14	4	2015-01-14	\N	100000006	EUR	23408.49	19671	3737.49	P	A	S	I	I
300000014	25	2015-01-15	22	2015-01-15	\N	100000006	EUR	12515.23	10517	1998.23	R	R	X	I	I
300000015	5	2015-01-16	12	2015-01-16	\N	100000008	EUR	9971.01	8379	1592.01	C	A	S	I	D
300000016	30	2015-01-17	20	2015-01-17	\N	100000004	EUR	1829.01	1536.98	292.03	N	I	I	I	I
300000017	29	2015-01-18	21	2015-01-18	\N	100000005	EUR	5055.11	4247.99	807.12	C	A	S	I	D
300000018	9	2015-01-19	4	2015-01-19	\N	100000002	EUR	2510.26	2109.47	400.79	C	A	S	I	D
300000019	33	2015-01-20	5	2015-01-20	\N	100000009	EUR	3974.12	3339.6	634.52	P	A	C	I	I
300000020	8	2015-01-21	29	2015-01-21	\N	100000000	EUR	10329.2	8680	1649.2	C	A	S	I	D
300000021	32	2015-01-22	19	2015-01-22	\N	100000002	EUR	2153.64	1809.78	343.86	X	R	X	I	I
300000022	29	2015-01-23	25	2015-01-23	\N	100000006	EUR	14276.43	11997	2279.43	P	I	C	I	I
300000023	12	2015-01-24	3	2015-01-24	\N	100000008	EUR	3592.61	3019	573.61	P	I	C	I	I
300000024	2	2015-01-25	10	2015-01-25	\N	100000005	EUR	14640.47	12302.92	2337.55	R	R	X	I	I
300000025	5	2015-01-26	28	2015-01-26	\N	100000003	EUR	16748.33	14074.23	2674.1	C	A	S	I	D
300000026	13	2015-01-27	32	2015-01-27	\N	100000003	EUR	13053.03	10968.94	2084.09	N	I	I	I	I
300000027	14	2015-01-28	25	2015-01-28	\N	100000003	EUR	8555.55	7189.54	1366.01	X	R	X	I	I
300000028	21	2015-01-29	15	2015-01-29	\N	100000008	EUR	4977.77	4183	794.77	N	I	I	I	I
300000029	33	2015-01-30	20	2015-01-30	\N	100000004	EUR	3180.85	2672.98	507.87	C	A	S	I	D
300000030	20	2015-01-31	22	2015-01-31	\N	100000006	EUR	25366.04	21316	4050.04	X	R	X	I	I
300000031	28	2015-02-01	20	2015-02-01	\N	100000004	EUR	3470	2915.97	554.03	N	I	I	I	I
300000032	22	2015-02-02	22	2015-02-02	\N	100000006	EUR	23589.37	19823	3766.37	C	A	S	I	D
300000033	19	2015-02-03	33	2015-02-03	\N	100000009	EUR	4444.17	3734.6	709.57	X	R	X	I	I
300000034	30	2015-02-04	13	2015-02-04	\N	100000000	EUR	3453.38	2902	551.38	C	A	S	I	D
300000035	13	2015-02-05	16	2015-02-05	\N	100000002	EUR	8150.94	6849.53	1301.41	X	R	X	I	I
300000036	2	2015-02-06	25	2015-02-06	\N	100000003	EUR	4372.85	3674.67	698.18	R	R	X	I	I
300000037	26	2015-02-07	27	2015-02-07	\N	100000005	EUR	18986.39	15954.94	3031.45	P	I	S	I	I
300000038	2	2015-02-08	25	2015-02-08	\N	100000006	EUR	23408.49	19671	3737.49	N	I	I	I	I
300000039	9	2015-02-09	13	2015-02-09	\N	100000006	EUR	12515.23	10517	1998.23	R	R	X	I	I
300000040	10	2015-02-10	12	2015-02-10	\N	100000008	EUR	9971.01	8379	1592.01	P	I	C	I	I
300000041	24	2015-02-11	10	2015-02-11	\N	100000004	EUR	1829.01	1536.98	292.03	R	R	X	I	I
300000042	21	2015-02-12	6	2015-02-12	\N	100000002	EUR	3772.29	3169.99	602.3	R	R	X	I	I
300000043	30	2015-02-13	30	2015-02-13	\N	100000005	EUR	3729.42	3133.97	595.45	X	R	X	I	I
300000044	8	2015-02-14	32	2015-02-14	\N	100000009	EUR	4878.64	4099.7	778.94	N	I	I	I	I
300000045	33	2015-02-15	15	2015-02-15	\N	100000000	EUR	9222.5	7750	1472.5	X	R	X	I	I
300000046	2	2015-02-16	12	2015-02-16	\N	100000002	EUR	3986.25	3349.79	636.46	X	R	X	I	I
300000047	9	2015-02-17	3	2015-02-17	\N	100000008	EUR	3334.38	2802	532.38	R	R	X	I	I
300000048	29	2015-02-18	18	2015-02-18	\N	100000006	EUR	15898.4	13360	2538.4	X	R	X	I	I
300000049	33	2015-02-19	25	2015-02-19	\N	100000005	EUR	14320.39	12033.94	2286.45	P	A	C	I	I
300000050	10	2015-02-20	20	2015-02-20	\N	100000026	EUR	19189.94	16126	3063.94	P	I	C	I	I
300000051	25	2015-02-21	19	2015-02-21	\N	100000025	EUR	327367.81	275099	52268.81	C	A	S	I	D
300000052	12	2015-02-22	21	2015-02-22	\N	100000022	EUR	21399.77	17983	3416.77	C	A	S	I	D
300000053	33	2015-02-23	3	2015-02-23	\N	100000024	EUR	72391.27	60833	11558.27	X	R	X	I	I
300000054	28	2015-02-24	16	2015-02-24	\N	100000024	EUR	125233.22	105238	19995.22	R	R	X	I	I
300000055	11	2015-02-25	6	2015-02-25	\N	100000021	EUR	11030.11	9269	1761.11	X	R	X	I	I
300000056	11	2015-02-26	20	2015-02-26	\N	100000023	EUR	35817.81	30099	5718.81	X	R	X	I	I
300000057	24	2015-02-27	6	2015-02-27	\N	100000019	EUR	5488.28	4612	876.28	C	A	S	I	D
300000058	30	2015-02-28	33	2015-02-28	\N	100000026	EUR	12195.12	10248	1947.12	N	I	I	I	I
300000059	22	2015-02-28	25	2015-02-28	\N	100000026	EUR	3505.74	2946	559.74	C	A	S	I	D
300000060	23	2015-03-01	28	2015-03-01	\N	100000025	EUR	297553.55	250045	47508.55	P	I	C	I	I
300000061	28	2015-03-02	26	2015-03-02	\N	100000019	EUR	2898.84	2436	462.84	N	I	I	I	I
300000062	29	2015-03-03	30	2015-03-03	\N	100000022	EUR	27716.29	23291	4425.29	N	I	I	I	I
300000063	15	2015-03-04	22	2015-03-04	\N	100000024	EUR	143791.27	120833	22958.27	P	A	S	I	I
300000064	22	2015-03-05	17	2015-03-05	\N	100000024	EUR	107524.83	90357	17167.83	P	A	C	I	I
300000065	27	2015-03-06	1	2015-03-06	\N	100000021	EUR	14147.91	11889	2258.91	X	R	X	I	I
300000066	30	2015-03-07	28	2015-03-07	\N	100000019	EUR	1652.91	1389	263.91	N	I	I	I	I
300000067	1	2015-03-08	17	2015-03-08	\N	100000022	EUR	5911.92	4968	943.92	N	I	I	I	I
300000068	23	2015-03-09	33	2015-03-09	\N	100000025	EUR	148792.84	125036	23756.84	N	I	I	I	I
300000069	30	2015-03-10	24	2015-03-10	\N	100000026	EUR	5283.6	4440	843.6	N	I	I	I	I
300000070	5	2015-03-11	31	2015-03-11	\N	100000026	EUR	13964.65	11735	2229.65	N	I	I	I	I
300000071	17	2015-03-12	26	2015-03-12	\N	100000025	EUR	119010.71	100009	19001.71	X	R	X	I	I
300000072	33	2015-03-13	8	2015-03-13	\N	100000024	EUR	53974.83	45357	8617.83	N	I	I	I	I
300000073	7	2015-03-14	8	2015-03-14	\N	100000021	EUR	7676.69	6451	1225.69	X	R	X	I	I
300000074	20	2015-03-15	12	2015-03-15	\N	100000022	EUR	22006.67	18493	3513.67	N	I	I	I	I
300000075	17	2015-03-16	27	2015-03-16	\N	100000023	EUR	66745.91	56089	10656.91	R	R	X	I	I
300000076	9	2015-03-17	9	2015-03-17	\N	100000023	EUR	66745.91	56089	10656.91	R	R	X	I	I
300000077	13	2015-03-18	32	2015-03-18	\N	100000023	EUR	42474.67	35693	6781.67	R	R	X	I	I
300000078	1	2015-03-19	11	2015-03-19	\N	100000021	EUR	10558.87	8873	1685.87	X	R	X	I	I
300000079	5	2015-03-20	7	2015-03-20	\N	100000019	EUR	3525.97	2963	562.97	N	I	I	I	I
300000080	17	2015-03-21	17	2015-03-21	\N	100000024	EUR	143791.27	120833	22958.27	X	R	X	I	I
300000081	17	2015-03-22	21	2015-03-22	\N	100000019	EUR	2801.26	2354	447.26	X	R	X	I	I
300000082	16	2015-03-23	30	2015-03-23	\N	100000024	EUR	143791.27	120833	22958.27	X	R	X	I	I
300000083	21	2015-03-24	26	2015-03-24	\N	100000026	EUR	8739.36	7344	1395.36	R	R	X	I	I
300000084	17	2015-03-25	25	2015-03-25	\N	100000026	EUR	6961.5	5850	1111.5	C	A	S	I	D
300000085	27	2015-03-26	10	2015-03-26	\N	100000025	EUR	148857.1	125090	23767.1	C	A	S	I	D
300000086	7	2015-03-27	16	2015-03-27	\N	100000023	EUR	24271.24	20396	3875.24	C	A	S	I	D
300000087	26	2015-03-28	5	2015-03-28	\N	100000022	EUR	30368.8	25520	4848.8	X	R	X	I	I
300000088	20	2015-03-29	10	2015-03-29	\N	100000024	EUR	126082.88	105952	20130.88	C	A	S	I	D
300000089	1	2015-03-30	12	2015-03-30	\N	100000024	EUR	54399.66	45714	8685.66	X	R	X	I	I
300000090	30	2015-03-31	15	2015-03-31	\N	100000021	EUR	15471.19	13001	2470.19	C	A	S	I	D
300000091	7	2015-04-01	14	2015-04-01	\N	100000019	EUR	1970.64	1656	314.64	P	A	C	I	I
300000092	2	2015-04-02	33	2015-04-02	\N	100000025	EUR	29771.42	25018	4753.42	R	R	X	I	I
300000093	12	2015-04-03	33	2015-04-03	\N	100000022	EUR	12430.74	10446	1984.74	P	A	C	I	I
300000094	26	2015-04-04	1	2015-04-04	\N	100000026	EUR	12186.79	10241	1945.79	N	I	I	I	I
300000095	33	2015-04-05	6	2015-04-05	\N	100000026	EUR	13964.65	11735	2229.65	R	R	X	I	I
300000096	27	2015-04-06	6	2015-04-06	\N	100000025	EUR	119010.71	100009	19001.71	P	I	S	I	I
300000097	12	2015-04-07	24	2015-04-07	\N	100000021	EUR	4676.7	3930	746.7	P	I	S	I	I
300000098	30	2015-04-08	24	2015-04-08	\N	100000024	EUR	89816.44	75476	14340.44	X	R	X	I	I
300000099	22	2015-04-09	11	2015-04-09	\N	100000022	EUR	30166.5	25350	4816.5	P	I	S	I	I
300000100	18	2015-04-10	12	2015-04-10	\N	100000012	EUR	12209.4	10260	1949.4	R	R	X	I	I
300000101	22	2015-04-11	22	2015-04-11	\N	100000011	EUR	8491.12	7135.4	1355.72	X	R	X	I	I
300000102	24	2015-04-12	9	2015-04-12	\N	100000015	EUR	2346.68	1972	374.68	P	A	S	I	I
300000103	8	2015-04-13	32	2015-04-13	\N	100000013	EUR	5933.58	4986.2	947.38	X	R	X	I	I
300000104	30	2015-04-14	12	2015-04-14	\N	100000013	EUR	5928.1	4981.6	946.5	R	R	X	I	I
300000105	2	2015-04-15	26	2015-04-15	\N	100000014	EUR	9080.89	7631	1449.89	N	I	I	I	I
300000106	8	2015-04-16	12	2015-04-16	\N	100000016	EUR	10253.04	8616	1637.04	C	A	S	I	D
300000107	26	2015-04-17	6	2015-04-17	\N	100000017	EUR	7275.66	6114	1161.66	X	R	X	I	I
300000108	29	2015-04-18	24	2015-04-18	\N	100000018	EUR	4551.75	3825	726.75	P	I	S	I	I
300000109	15	2015-04-19	29	2015-04-19	\N	100000012	EUR	3148.74	2646	502.74	N	I	I	I	I
300000110	6	2015-04-20	33	2015-04-20	\N	100000011	EUR	4955.51	4164.3	791.21	R	R	X	I	I
300000111	20	2015-04-21	33	2015-04-21	\N	100000017	EUR	4131.68	3472	659.68	C	A	S	I	D
300000112	29	2015-04-22	6	2015-04-22	\N	100000015	EUR	3420.06	2874	546.06	X	R	X	I	I
300000113	10	2015-04-23	8	2015-04-23	\N	100000013	EUR	9608.29	8074.2	1534.09	R	R	X	I	I
300000114	11	2015-04-24	6	2015-04-24	\N	100000013	EUR	6536.55	5492.9	1043.65	C	A	S	I	D
300000115	3	2015-04-25	19	2015-04-25	\N	100000014	EUR	10980.13	9227	1753.13	R	R	X	I	I
300000116	8	2015-04-26	11	2015-04-26	\N	100000017	EUR	3996.02	3358	638.02	C	A	S	I	D
300000117	3	2015-04-27	19	2015-04-27	\N	100000015	EUR	49.98	42	7.98	R	R	X	I	I
300000118	27	2015-04-28	18	2015-04-28	\N	100000011	EUR	2343.94	1969.7	374.24	P	A	S	I	I
300000119	16	2015-04-29	22	2015-04-29	\N	100000018	EUR	2595.39	2181	414.39	P	A	C	I	I
300000120	24	2015-04-30	2	2015-04-30	\N	100000012	EUR	9107.07	7653	1454.07	P	I	C	I	I
300000121	25	2015-05-01	3	2015-05-01	\N	100000011	EUR	1514.63	1272.8	241.83	R	R	X	I	I
300000122	16	2015-05-02	9	2015-05-02	\N	100000013	EUR	4288.64	3603.9	684.74	N	I	I	I	I
300000123	25	2015-05-03	1	2015-05-03	\N	100000014	EUR	4272.1	3590	682.1	P	A	C	I	I
300000124	33	2015-05-04	1	2015-05-04	\N	100000015	EUR	2446.64	2056	390.64	N	I	I	I	I
300000125	8	2015-05-05	22	2015-05-05	\N	100000016	EUR	19189.94	16126	3063.94	C	A	S	I	D
300000126	4	2015-05-06	8	2015-05-06	\N	100000016	EUR	19189.94	16126	3063.94	R	R	X	I	I
300000127	9	2015-05-07	6	2015-05-07	\N	100000016	EUR	12211.78	10262	1949.78	N	I	I	I	I
300000128	17	2015-05-08	32	2015-05-08	\N	100000014	EUR	8752.45	7355	1397.45	P	A	C	I	I
300000129	32	2015-05-09	33	2015-05-09	\N	100000017	EUR	2291.94	1926	365.94	X	R	X	I	I
300000130	9	2015-05-10	18	2015-05-10	\N	100000013	EUR	11640.81	9782.2	1858.61	R	R	X	I	I
300000131	2	2015-05-11	18	2015-05-11	\N	100000017	EUR	5971.42	5018	953.42	R	R	X	I	I
300000132	6	2015-05-12	29	2015-05-12	\N	100000013	EUR	9401.11	7900.1	1501.01	X	R	X	I	I
300000133	5	2015-05-13	16	2015-05-13	\N	100000018	EUR	3573.57	3003	570.57	C	A	S	I	D
300000134	28	2015-05-14	10	2015-05-14	\N	100000012	EUR	3148.74	2646	502.74	R	R	X	I	I
300000135	30	2015-05-15	24	2015-05-15	\N	100000011	EUR	7783.31	6540.6	1242.71	C	A	S	I	D
300000136	27	2015-05-16	9	2015-05-16	\N	100000016	EUR	6978.16	5864	1114.16	C	A	S	I	D
300000137	3	2015-05-17	6	2015-05-17	\N	100000015	EUR	3420.06	2874	546.06	R	R	X	I	I
300000138	14	2015-05-18	25	2015-05-18	\N	100000013	EUR	9608.29	8074.2	1534.09	N	I	I	I	I
300000139	20	2015-05-19	5	2015-05-19	\N	100000013	EUR	6536.55	5492.9	1043.65	P	I	C	I	I
300000140	24	2015-05-20	16	2015-05-20	\N	100000014	EUR	10980.13	9227	1753.13	N	I	I	I	I
300000141	22	2015-05-21	22	2015-05-21	\N	100000017	EUR	3996.02	3358	638.02	P	I	S	I	I
300000142	15	2015-05-22	24	2015-05-22	\N	100000011	EUR	1909.83	1604.9	304.93	R	R	X	I	I
300000143	19	2015-05-23	1	2015-05-23	\N	100000015	EUR	2708.44	2276	432.44	C	A	S	I	D
300000144	20	2015-05-24	8	2015-05-24	\N	100000018	EUR	2990.47	2513	477.47	R	R	X	I	I
300000145	15	2015-05-25	5	2015-05-25	\N	100000012	EUR	9399.81	7899	1500.81	R	R	X	I	I
300000146	12	2015-05-26	29	2015-05-26	\N	100000011	EUR	2191.74	1841.8	349.94	P	A	C	I	I
300000147	24	2015-05-27	24	2015-05-27	\N	100000014	EUR	6379.59	5361	1018.59	X	R	X	I	I
300000148	13	2015-05-28	33	2015-05-28	\N	100000013	EUR	4704.66	3953.5	751.16	N	I	I	I	I
300000149	29	2015-05-29	13	2015-05-29	\N	100000015	EUR	3320.1	2790	530.1	P	A	C	I	I
300000150	30	2015-05-30	25	2015-05-30	\N	100000028	EUR	11951.17	10043	1908.17	R	R	X	I	I
300000151	16	2015-05-31	16	2015-05-31	\N	100000030	EUR	19844.44	16676	3168.44	P	A	S	I	I
300000152	32	2015-06-01	3	2015-06-01	\N	100000031	EUR	6676.5	5610.5	1066	R	R	X	I	I
300000153	21	2015-06-02	18	2015-06-02	\N	100000032	EUR	4589.84	3857	732.84	P	I	C	I	I
300000154	33	2015-06-03	8	2015-06-03	\N	100000032	EUR	1335.78	1122.5	213.28	P	A	S	I	I
300000155	22	2015-06-04	28	2015-06-04	\N	100000033	EUR	1552.36	1304.5	247.86	P	A	S	I	I
300000156	2	2015-06-05	1	2015-06-05	\N	100000034	EUR	5854.8	4920	934.8	N	I	I	I	I
300000157	7	2015-06-06	27	2015-06-06	\N	100000035	EUR	1123.71	944.3	179.41	R	R	X	I	I
300000158	5	2015-06-07	20	2015-06-07	\N	100000027	EUR	7225.68	6072	1153.68	P	A	C	I	I
300000159	24	2015-06-08	9	2015-06-08	\N	100000028	EUR	4312.56	3624	688.56	C	A	S	I	D
300000160	9	2015-06-09	2	2015-06-09	\N	100000030	EUR	9174.9	7710	1464.9	N	I	I	I	I
300000161	19	2015-06-10	22	2015-06-10	\N	100000035	EUR	604.04	507.6	96.44	P	I	C	I	I
300000162	32	2015-06-11	30	2015-06-11	\N	100000031	EUR	9534.88	8012.5	1522.38	N	I	I	I	I
300000163	28	2015-06-12	5	2015-06-12	\N	100000032	EUR	4606.5	3871	735.5	P	A	S	I	I
300000164	3	2015-06-13	33	2015-06-13	\N	100000032	EUR	1984.93	1668	316.93	X	R	X	I	I
300000165	21	2015-06-14	20	2015-06-14	\N	100000033	EUR	1941.5	1631.5	310	P	I	S	I	I
300000166	26	2015-06-15	15	2015-06-15	\N	100000035	EUR	404.12	339.6	64.52	N	I	I	I	I
300000167	8	2015-06-16	24	2015-06-16	\N	100000031	EUR	956.76	804	152.76	P	A	S	I	I
300000168	6	2015-06-17	27	2015-06-17	\N	100000030	EUR	7247.1	6090	1157.1	R	R	X	I	I
300000169	13	2015-06-18	33	2015-06-18	\N	100000027	EUR	12880.56	10824	2056.56	N	I	I	I	I
300000170	32	2015-06-19	11	2015-06-19	\N	100000028	EUR	9761.57	8203	1558.57	X	R	X	I	I
300000171	9	2015-06-20	15	2015-06-20	\N	100000030	EUR	1896.86	1594	302.86	N	I	I	I	I
300000172	2	2015-06-21	7	2015-06-21	\N	100000032	EUR	1972.43	1657.5	314.93	R	R	X	I	I
300000173	18	2015-06-22	26	2015-06-22	\N	100000033	EUR	782.43	657.5	124.93	P	A	S	I	I
300000174	27	2015-06-23	26	2015-06-23	\N	100000031	EUR	9528.94	8007.5	1521.44	P	A	S	I	I
300000175	13	2015-06-24	14	2015-06-24	\N	100000034	EUR	12042.8	10120	1922.8	R	R	X	I	I
300000176	14	2015-06-25	6	2015-06-25	\N	100000034	EUR	12042.8	10120	1922.8	X	R	X	I	I
300000177	28	2015-06-26	14	2015-06-26	\N	100000034	EUR	7663.6	6440	1223.6	R	R	X	I	I
300000178	25	2015-06-27	16	2015-06-27	\N	100000033	EUR	790.77	664.5	126.27	R	R	X	I	I
300000179	17	2015-06-28	14	2015-06-28	\N	100000035	EUR	635.22	533.8	101.42	C	A	S	I	D
300000180	21	2015-06-29	31	2015-06-29	\N	100000032	EUR	4606.5	3871	735.5	N	I	I	I	I
300000181	26	2015-06-30	25	2015-06-30	\N	100000035	EUR	484.21	406.9	77.31	R	R	X	I	I
300000182	30	2015-07-01	14	2015-07-01	\N	100000032	EUR	4606.5	3871	735.5	P	A	C	I	I
300000183	1	2015-07-02	8	2015-07-02	\N	100000027	EUR	10053.12	8448	1605.12	R	R	X	I	I
300000184	5	2015-07-03	14	2015-07-03	\N	100000028	EUR	2206.26	1854	352.26	X	R	X	I	I
300000185	10	2015-07-04	16	2015-07-04	\N	100000030	EUR	17885.7	15030	2855.7	X	R	X	I	I
300000186	20	2015-07-05	23	2015-07-05	\N	100000034	EUR	4379.2	3680	699.2	C	A	S	I	D
300000187	32	2015-07-06	29	2015-07-06	\N	100000031	EUR	8587.05	7216	1371.05	N	I	I	I	I
300000188	27	2015-07-07	30	2015-07-07	\N	100000032	EUR	5255.64	4416.5	839.14	N	I	I	I	I
300000189	14	2015-07-08	27	2015-07-08	\N	100000032	EUR	3932.37	3304.5	627.87	X	R	X	I	I
300000190	14	2015-07-09	18	2015-07-09	\N	100000033	EUR	1755.26	1475	280.26	X	R	X	I	I
300000191	16	2015-07-10	16	2015-07-10	\N	100000035	EUR	350.93	294.9	56.03	C	A	S	I	D
300000192	17	2015-07-11	29	2015-07-11	\N	100000030	EUR	3577.14	3006	571.14	R	R	X	I	I
300000193	25	2015-07-12	24	2015-07-12	\N	100000031	EUR	4765.96	4005	760.96	C	A	S	I	D
300000194	20	2015-07-13	6	2015-07-13	\N	100000027	EUR	5798.87	4873	925.87	N	I	I	I	I
300000195	15	2015-07-14	9	2015-07-14	\N	100000028	EUR	9761.57	8203	1558.57	P	A	C	I	I
300000196	1	2015-07-15	24	2015-07-15	\N	100000030	EUR	1896.86	1594	302.86	C	A	S	I	D
300000197	10	2015-07-16	11	2015-07-16	\N	100000033	EUR	583.7	490.5	93.2	R	R	X	I	I
300000198	27	2015-07-17	8	2015-07-17	\N	100000032	EUR	2634.07	2213.5	420.57	N	I	I	I	I
300000199	17	2015-07-18	7	2015-07-18	\N	100000031	EUR	7636.24	6417	1219.24	C	A	S	I	D
300000200	10	2015-07-19	20	2015-07-19	\N	100000044	EUR	11689.24	9822.89	1866.35	R	R	X	I	I
300000201	28	2015-07-20	33	2015-07-20	\N	100000036	EUR	4983.37	4187.7	795.67	P	I	S	I	I
300000202	32	2015-07-21	31	2015-07-21	\N	100000038	EUR	724.71	609	115.71	R	R	X	I	I
300000203	28	2015-07-22	21	2015-07-22	\N	100000037	EUR	1872.82	1573.8	299.02	P	A	C	I	I
300000204	10	2015-07-23	33	2015-07-23	\N	100000037	EUR	1240.46	1042.4	198.06	R	R	X	I	I
300000205	2	2015-07-24	1	2015-07-24	\N	100000042	EUR	12794.88	10752	2042.88	N	I	I	I	I
300000206	25	2015-07-25	2	2015-07-25	\N	100000044	EUR	1294.71	1087.99	206.72	R	R	X	I	I
300000207	28	2015-07-26	17	2015-07-26	\N	100000041	EUR	2645.37	2223	422.37	C	A	S	I	D
300000208	30	2015-07-27	14	2015-07-27	\N	100000043	EUR	16526.72	13888	2638.72	N	I	I	I	I
300000209	10	2015-07-28	24	2015-07-28	\N	100000044	EUR	4157.82	3493.96	663.86	X	R	X	I	I
300000210	32	2015-07-29	15	2015-07-29	\N	100000036	EUR	2751.29	2312	439.29	X	R	X	I	I
300000211	13	2015-07-30	3	2015-07-30	\N	100000041	EUR	1423.24	1196	227.24	N	I	I	I	I
300000212	5	2015-07-31	31	2015-07-31	\N	100000038	EUR	1006.74	846	160.74	P	I	S	I	I
300000213	17	2015-08-01	12	2015-08-01	\N	100000037	EUR	2354.54	1978.6	375.94	P	I	S	I	I
300000214	32	2015-08-02	32	2015-08-02	\N	100000037	EUR	1318.76	1108.2	210.56	X	R	X	I	I
300000215	3	2015-08-03	30	2015-08-03	\N	100000042	EUR	16148.3	13570	2578.3	X	R	X	I	I
300000216	10	2015-08-04	29	2015-08-04	\N	100000041	EUR	959.14	806	153.14	R	R	X	I	I
300000217	21	2015-08-05	8	2015-08-05	\N	100000038	EUR	132.09	111	21.09	P	A	S	I	I
300000218	12	2015-08-06	7	2015-08-06	\N	100000036	EUR	1909.36	1604.5	304.86	X	R	X	I	I
300000219	13	2015-08-07	21	2015-08-07	\N	100000043	EUR	12623.52	10608	2015.52	P	A	C	I	I
300000220	12	2015-08-08	17	2015-08-08	\N	100000044	EUR	9517.53	7997.91	1519.62	X	R	X	I	I
300000221	1	2015-08-09	33	2015-08-09	\N	100000036	EUR	744.71	625.8	118.91	X	R	X	I	I
300000222	22	2015-08-10	26	2015-08-10	\N	100000037	EUR	957.47	804.6	152.87	N	I	I	I	I
300000223	10	2015-08-11	14	2015-08-11	\N	100000042	EUR	7325.64	6156	1169.64	P	A	C	I	I
300000224	7	2015-08-12	31	2015-08-12	\N	100000038	EUR	949.62	798	151.62	P	I	C	I	I
300000225	24	2015-08-13	12	2015-08-13	\N	100000044	EUR	11689.25	9822.89	1866.36	R	R	X	I	I
300000226	8	2015-08-14	17	2015-08-14	\N	100000044	EUR	11689.24	9822.89	1866.35	P	A	S	I	I
300000227	30	2015-08-15	19	2015-08-15	\N	100000044	EUR	7438.62	6250.93	1187.69	N	I	I	I	I
300000228	24	2015-08-16	14	2015-08-16	\N	100000042	EUR	8563.24	7196	1367.24	C	A	S	I	D
300000229	9	2015-08-17	2	2015-08-17	\N	100000041	EUR	1485.12	1248	237.12	C	A	S	I	D
300000230	2	2015-08-18	16	2015-08-18	\N	100000037	EUR	2354.54	1978.6	375.94	N	I	I	I	I
300000231	33	2015-08-19	6	2015-08-19	\N	100000041	EUR	1129.31	949	180.31	X	R	X	I	I
300000232	18	2015-08-20	31	2015-08-20	\N	100000037	EUR	2354.54	1978.6	375.94	X	R	X	I	I
300000233	14	2015-08-21	31	2015-08-21	\N	100000043	EUR	14575.12	12248	2327.12	R	R	X	I	I
300000234	19	2015-08-22	6	2015-08-22	\N	100000044	EUR	2218.14	1863.98	354.16	R	R	X	I	I
300000235	16	2015-08-23	11	2015-08-23	\N	100000036	EUR	4044.22	3398.5	645.72	N	I	I	I	I
300000236	22	2015-08-24	18	2015-08-24	\N	100000044	EUR	4250.63	3571.96	678.67	N	I	I	I	I
300000237	31	2015-08-25	33	2015-08-25	\N	100000038	EUR	960.33	807	153.33	R	R	X	I	I
300000238	27	2015-08-26	9	2015-08-26	\N	100000037	EUR	2432.84	2044.4	388.44	N	I	I	I	I
300000239	10	2015-08-27	18	2015-08-27	\N	100000037	EUR	1553.67	1305.6	248.07	N	I	I	I	I
300000240	20	2015-08-28	14	2015-08-28	\N	100000042	EUR	15709.19	13201	2508.19	R	R	X	I	I
300000241	6	2015-08-29	23	2015-08-29	\N	100000041	EUR	819.91	689	130.91	C	A	S	I	D
300000242	32	2015-08-30	18	2015-08-30	\N	100000036	EUR	808.84	679.7	129.14	N	I	I	I	I
300000243	16	2015-08-31	5	2015-08-31	\N	100000038	EUR	489.09	411	78.09	P	A	S	I	I
300000244	15	2015-09-01	31	2015-09-01	\N	100000043	EUR	15718.71	13209	2509.71	R	R	X	I	I
300000245	22	2015-09-02	18	2015-09-02	\N	100000044	EUR	9517.53	7997.91	1519.62	R	R	X	I	I
300000246	24	2015-09-03	28	2015-09-03	\N	100000036	EUR	744.71	625.8	118.91	X	R	X	I	I
300000247	33	2015-09-04	10	2015-09-04	\N	100000042	EUR	5030.13	4227	803.13	X	R	X	I	I
300000248	4	2015-09-05	31	2015-09-05	\N	100000037	EUR	1397.06	1174	223.06	P	I	S	I	I
300000249	5	2015-09-06	15	2015-09-06	\N	100000038	EUR	885.36	744	141.36	R	R	X	I	I
300000250	1	2015-09-07	24	2015-09-07	\N	100000000	EUR	13224.47	11113	2111.47	R	R	X	I	I
300000251	8	2015-09-08	18	2015-09-08	\N	100000002	EUR	12493.73	10498.94	1994.79	P	I	S	I	I
300000252	7	2015-09-09	10	2015-09-09	\N	100000005	EUR	11666.69	9803.94	1862.75	N	I	I	I	I
300000253	29	2015-09-10	22	2015-09-10	\N	100000006	EUR	16561.23	13917	2644.23	N	I	I	I	I
300000254	4	2015-09-11	23	2015-09-11	\N	100000006	EUR	12515.23	10517	1998.23	C	A	S	I	D
300000255	29	2015-09-12	27	2015-09-12	\N	100000008	EUR	8368.08	7032	1336.08	P	A	S	I	I
300000256	25	2015-09-13	31	2015-09-13	\N	100000003	EUR	6146.19	5164.87	981.32	C	A	S	I	D
300000257	28	2015-09-14	23	2015-09-14	\N	100000004	EUR	5720.31	4806.98	913.33	P	I	S	I	I
300000258	17	2015-09-15	10	2015-09-15	\N	100000009	EUR	4444.17	3734.6	709.57	R	R	X	I	I
300000259	16	2015-09-16	4	2015-09-16	\N	100000000	EUR	3453.38	2902	551.38	R	R	X	I	I
300000260	12	2015-09-17	33	2015-09-17	\N	100000002	EUR	8150.94	6849.53	1301.41	N	I	I	I	I
300000261	23	2015-09-18	26	2015-09-18	\N	100000004	EUR	3040.41	2554.97	485.44	R	R	X	I	I
300000262	20	2015-09-19	10	2015-09-19	\N	100000005	EUR	18986.39	15954.94	3031.45	N	I	I	I	I
300000263	2	2015-09-20	22	2015-09-20	\N	100000006	EUR	23408.49	19671	3737.49	P	I	S	I	I
300000264	20	2015-09-21	13	2015-09-21	\N	100000006	EUR	12515.23	10517	1998.23	R	R	X	I	I
300000265	9	2015-09-22	31	2015-09-22	\N	100000008	EUR	9971.01	8379	1592.01	C	A	S	I	D
300000266	22	2015-09-23	4	2015-09-23	\N	100000004	EUR	1829.01	1536.98	292.03	C	A	S	I	D
300000267	16	2015-09-24	20	2015-09-24	\N	100000005	EUR	5055.11	4247.99	807.12	N	I	I	I	I
300000268	1	2015-09-25	32	2015-09-25	\N	100000002	EUR	2510.26	2109.47	400.79	N	I	I	I	I
300000269	27	2015-09-26	33	2015-09-26	\N	100000009	EUR	3974.12	3339.6	634.52	R	R	X	I	I
300000270	33	2015-09-27	8	2015-09-27	\N	100000000	EUR	10329.2	8680	1649.2	X	R	X	I	I
300000271	31	2015-09-28	4	2015-09-28	\N	100000002	EUR	2153.64	1809.78	343.86	N	I	I	I	I
300000272	19	2015-09-29	28	2015-09-29	\N	100000006	EUR	14276.43	11997	2279.43	P	A	S	I	I
300000273	29	2015-09-30	30	2015-09-30	\N	100000008	EUR	3592.61	3019	573.61	X	R	X	I	I
300000274	7	2015-10-01	21	2015-10-01	\N	100000005	EUR	14640.47	12302.92	2337.55	C	A	S	I	D
300000275	9	2015-10-02	18	2015-10-02	\N	100000003	EUR	16748.33	14074.23	2674.1	N	I	I	I	I
300000276	1	2015-10-03	19	2015-10-03	\N	100000003	EUR	13053.03	10968.94	2084.09	C	A	S	I	D
300000277	19	2015-10-04	27	2015-10-04	\N	100000003	EUR	8555.55	7189.54	1366.01	R	R	X	I	I
300000278	23	2015-10-05	29	2015-10-05	\N	100000008	EUR	4977.77	4183	794.77	C	A	S	I	D
300000279	10	2015-10-06	21	2015-10-06	\N	100000004	EUR	3180.85	2672.98	507.87	C	A	S	I	D
300000280	28	2015-10-07	23	2015-10-07	\N	100000006	EUR	25366.04	21316	4050.04	R	R	X	I	I
300000281	15	2015-10-08	4	2015-10-08	\N	100000004	EUR	3470	2915.97	554.03	X	R	X	I	I
300000282	28	2015-10-09	32	2015-10-09	\N	100000006	EUR	23589.37	19823	3766.37	X	R	X	I	I
300000283	32	2015-10-10	27	2015-10-10	\N	100000009	EUR	4444.17	3734.6	709.57	C	A	S	I	D
300000284	14	2015-10-11	22	2015-10-11	\N	100000000	EUR	3453.38	2902	551.38	C	A	S	I	D
300000285	25	2015-10-12	21	2015-10-12	\N	100000002	EUR	8150.94	6849.53	1301.41	R	R	X	I	I
300000286	18	2015-10-13	5	2015-10-13	\N	100000003	EUR	4372.85	3674.67	698.18	C	A	S	I	D
300000287	23	2015-10-14	13	2015-10-14	\N	100000005	EUR	18986.39	15954.94	3031.45	P	I	C	I	I
300000288	10	2015-10-15	6	2015-10-15	\N	100000006	EUR	23408.49	19671	3737.49	X	R	X	I	I
300000289	1	2015-10-16	17	2015-10-16	\N	100000006	EUR	12515.23	10517	1998.23	X	R	X	I	I
300000290	23	2015-10-17	9	2015-10-17	\N	100000008	EUR	9971.01	8379	1592.01	P	I	S	I	I
300000291	17	2015-10-18	32	2015-10-18	\N	100000004	EUR	1829.01	1536.98	292.03	N	I	I	I	I
300000292	1	2015-10-19	22	2015-10-19	\N	100000002	EUR	3772.29	3169.99	602.3	R	R	X	I	I
300000293	24	2015-10-20	29	2015-10-20	\N	100000005	EUR	3729.42	3133.97	595.45	C	A	S	I	D
300000294	21	2015-10-21	19	2015-10-21	\N	100000009	EUR	4878.64	4099.7	778.94	R	R	X	I	I
300000295	6	2015-10-22	8	2015-10-22	\N	100000000	EUR	9222.5	7750	1472.5	X	R	X	I	I
300000296	15	2015-10-23	27	2015-10-23	\N	100000002	EUR	3986.25	3349.79	636.46	P	A	S	I	I
300000297	31	2015-10-24	8	2015-10-24	\N	100000008	EUR	3334.38	2802	532.38	R	R	X	I	I
300000298	33	2015-10-25	1	2015-10-25	\N	100000006	EUR	15898.4	13360	2538.4	N	I	I	I	I
300000299	1	2015-10-26	22	2015-10-26	\N	100000005	EUR	14320.39	12033.94	2286.45	X	R	X	I	I
300000300	27	2015-10-27	31	2015-10-27	\N	100000026	EUR	19189.94	16126	3063.94	P	A	S	I	I
300000301	2	2015-10-28	21	2015-10-28	\N	100000025	EUR	327367.81	275099	52268.81	R	R	X	I	I
300000302	32	2015-10-29	24	2015-10-29	\N	100000022	EUR	21399.77	17983	3416.77	N	I	I	I	I
300000303	5	2015-10-30	26	2015-10-30	\N	100000024	EUR	72391.27	60833	11558.27	C	A	S	I	D
300000304	7	2015-10-31	22	2015-10-31	\N	100000024	EUR	125233.22	105238	19995.22	P	I	S	I	I
300000305	18	2015-11-01	8	2015-11-01	\N	100000021	EUR	11030.11	9269	1761.11	X	R	X	I	I
300000306	7	2015-11-02	25	2015-11-02	\N	100000023	EUR	35817.81	30099	5718.81	X	R	X	I	I
300000307	6	2015-11-03	19	2015-11-03	\N	100000019	EUR	5488.28	4612	876.28	N	I	I	I	I
300000308	6	2015-11-04	21	2015-11-04	\N	100000026	EUR	12195.12	10248	1947.12	P	A	C	I	I
300000309	6	2015-11-05	2	2015-11-05	\N	100000026	EUR	3505.74	2946	559.74	R	R	X	I	I
300000310	33	2015-11-06	9	2015-11-06	\N	100000025	EUR	297553.55	250045	47508.55	C	A	S	I	D
300000311	12	2015-11-07	10	2015-11-07	\N	100000019	EUR	2898.84	2436	462.84	X	R	X	I	I
300000312	25	2015-11-08	9	2015-11-08	\N	100000022	EUR	27716.29	23291	4425.29	X	R	X	I	I
300000313	1	2015-11-09	2	2015-11-09	\N	100000024	EUR	143791.27	120833	22958.27	C	A	S	I	D
300000314	19	2015-11-10	15	2015-11-10	\N	100000024	EUR	107524.83	90357	17167.83	P	A	S	I	I
300000315	6	2015-11-11	26	2015-11-11	\N	100000021	EUR	14147.91	11889	2258.91	N	I	I	I	I
300000316	6	2015-11-12	3	2015-11-12	\N	100000019	EUR	1652.91	1389	263.91	P	I	C	I	I
300000317	25	2015-11-13	6	2015-11-13	\N	100000022	EUR	5911.92	4968	943.92	N	I	I	I	I
300000318	30	2015-11-14	19	2015-11-14	\N	100000025	EUR	148792.84	125036	23756.84	X	R	X	I	I
300000319	25	2015-11-15	25	2015-11-15	\N	100000026	EUR	5283.6	4440	843.6	X	R	X	I	I
300000320	31	2015-11-16	24	2015-11-16	\N	100000026	EUR	13964.65	11735	2229.65	R	R	X	I	I
300000321	28	2015-11-17	1	2015-11-17	\N	100000025	EUR	119010.71	100009	19001.71	C	A	S	I	D
300000322	3	2015-11-18	7	2015-11-18	\N	100000024	EUR	53974.83	45357	8617.83	X	R	X	I	I
300000323	16	2015-11-19	7	2015-11-19	\N	100000021	EUR	7676.69	6451	1225.69	N	I	I	I	I
300000324	23	2015-11-20	31	2015-11-20	\N	100000022	EUR	22006.67	18493	3513.67	N	I	I	I	I
300000325	2	2015-11-21	15	2015-11-21	\N	100000023	EUR	66745.91	56089	10656.91	C	A	S	I	D
300000326	29	2015-11-22	14	2015-11-22	\N	100000023	EUR	66745.91	56089	10656.91	P	A	S	I	I
300000327	4	2015-11-23	31	2015-11-23	\N	100000023	EUR	42474.67	35693	6781.67	N	I	I	I	I
300000328	8	2015-11-24	31	2015-11-24	\N	100000021	EUR	10558.87	8873	1685.87	R	R	X	I	I
300000329	1	2015-11-25	10	2015-11-25	\N	100000019	EUR	3525.97	2963	562.97	X	R	X	I	I
300000330	28	2015-11-26	1	2015-11-26	\N	100000024	EUR	143791.27	120833	22958.27	N	I	I	I	I
300000331	23	2015-11-27	13	2015-11-27	\N	100000019	EUR	2801.26	2354	447.26	C	A	S	I	D
300000332	28	2015-11-28	11	2015-11-28	\N	100000024	EUR	143791.27	120833	22958.27	R	R	X	I	I
300000333	21	2015-11-29	16	2015-11-29	\N	100000026	EUR	8739.36	7344	1395.36	P	I	S	I	I
300000334	6	2015-11-30	12	2015-11-30	\N	100000026	EUR	6961.5	5850	1111.5	X	R	X	I	I
300000335	15	2015-12-01	18	2015-12-01	\N	100000025	EUR	148857.1	125090	23767.1	R	R	X	I	I
300000336	20	2015-12-02	30	2015-12-02	\N	100000023	EUR	24271.24	20396	3875.24	N	I	I	I	I
300000337	18	2015-12-03	18	2015-12-03	\N	100000022	EUR	30368.8	25520	4848.8	X	R	X	I	I
300000338	8	2015-12-04	30	2015-12-04	\N	100000024	EUR	126082.88	105952	20130.88	P	I	C	I	I
300000339	6	2015-12-05	29	2015-12-05	\N	100000024	EUR	54399.66	45714	8685.66	P	A	S	I	I
300000340	4	2015-12-06	6	2015-12-06	\N	100000021	EUR	15471.19	13001	2470.19	P	A	C	I	I
300000341	17	2015-12-07	12	2015-12-07	\N	100000019	EUR	1970.64	1656	314.64	R	R	X	I	I
300000342	12	2015-12-08	8	2015-12-08	\N	100000025	EUR	29771.42	25018	4753.42	R	R	X	I	I
300000343	30	2015-12-09	26	2015-12-09	\N	100000022	EUR	12430.74	10446	1984.74	R	R	X	I	I
300000344	15	2015-12-10	18	2015-12-10	\N	100000026	EUR	12186.79	10241	1945.79	C	A	S	I	D
300000345	11	2015-12-11	14	2015-12-11	\N	100000026	EUR	13964.65	11735	2229.65	N	I	I	I	I
300000346	15	2015-12-12	10	2015-12-12	\N	100000025	EUR	119010.71	100009	19001.71	P	I	S	I	I
300000347	33	2015-12-13	22	2015-12-13	\N	100000021	EUR	4676.7	3930	746.7	C	A	S	I	D
300000348	24	2015-12-14	5	2015-12-14	\N	100000024	EUR	89816.44	75476	14340.44	X	R	X	I	I
300000349	33	2015-12-15	28	2015-12-15	\N	100000022	EUR	30166.5	25350	4816.5	N	I	I	I	I
300000350	17	2015-12-16	25	2015-12-16	\N	100000012	EUR	12209.4	10260	1949.4	C	A	S	I	D
300000351	8	2015-12-17	6	2015-12-17	\N	100000011	EUR	8491.12	7135.4	1355.72	R	R	X	I	I
300000352	18	2015-12-18	7	2015-12-18	\N	100000015	EUR	2346.68	1972	374.68	X	R	X	I	I
300000353	33	2015-12-19	14	2015-12-19	\N	100000013	EUR	5933.58	4986.2	947.38	R	R	X	I	I
300000354	3	2015-12-20	4	2015-12-20	\N	100000013	EUR	5928.1	4981.6	946.5	P	A	C	I	I
300000355	17	2015-12-21	30	2015-12-21	\N	100000014	EUR	9080.89	7631	1449.89	C	A	S	I	D
300000356	31	2015-12-22	15	2015-12-22	\N	100000016	EUR	10253.04	8616	1637.04	N	I	I	I	I
300000357	27	2015-12-23	26	2015-12-23	\N	100000017	EUR	7275.66	6114	1161.66	N	I	I	I	I
300000358	10	2015-12-24	2	2015-12-24	\N	100000018	EUR	4551.75	3825	726.75	X	R	X	I	I
300000359	25	2015-12-25	16	2015-12-25	\N	100000012	EUR	3148.74	2646	502.74	C	A	S	I	D
300000360	7	2015-12-26	2	2015-12-26	\N	100000011	EUR	4955.51	4164.3	791.21	C	A	S	I	D
300000361	9	2015-12-27	24	2015-12-27	\N	100000017	EUR	4131.68	3472	659.68	X	R	X	I	I
300000362	2	2015-12-28	7	2015-12-28	\N	100000015	EUR	3420.06	2874	546.06	C	A	S	I	D
300000363	28	2015-12-29	2	2015-12-29	\N	100000013	EUR	9608.29	8074.2	1534.09	X	R	X	I	I
300000364	3	2015-12-30	12	2015-12-30	\N	100000013	EUR	6536.55	5492.9	1043.65	P	A	S	I	I
300000365	30	2015-12-31	30	2015-12-31	\N	100000014	EUR	10980.13	9227	1753.13	R	R	X	I	I
300000366	33	2015-01-01	18	2015-01-01	\N	100000017	EUR	3996.02	3358	638.02	C	A	S	I	D
300000367	8	2015-01-02	23	2015-01-02	\N	100000015	EUR	49.98	42	7.98	C	A	S	I	D
300000368	15	2015-01-03	25	2015-01-03	\N	100000011	EUR	2343.94	1969.7	374.24	R	R	X	I	I
300000369	1	2015-01-04	19	2015-01-04	\N	100000018	EUR	2595.39	2181	414.39	P	I	C	I	I
300000370	28	2015-01-05	22	2015-01-05	\N	100000012	EUR	9107.07	7653	1454.07	X	R	X	I	I
300000371	22	2015-01-06	28	2015-01-06	\N	100000011	EUR	1514.63	1272.8	241.83	R	R	X	I	I
300000372	16	2015-01-07	9	2015-01-07	\N	100000013	EUR	4288.64	3603.9	684.74	X	R	X	I	I
300000373	18	2015-01-08	26	2015-01-08	\N	100000014	EUR	4272.1	3590	682.1	N	I	I	I	I
300000374	32	2015-01-09	13	2015-01-09	\N	100000015	EUR	2446.64	2056	390.64	P	I	C	I	I
300000375	1	2015-01-10	5	2015-01-10	\N	100000016	EUR	19189.94	16126	3063.94	R	R	X	I	I
300000376	31	2015-01-11	20	2015-01-11	\N	100000016	EUR	19189.94	16126	3063.94	P	A	S	I	I
300000377	32	2015-01-12	11	2015-01-12	\N	100000016	EUR	12211.78	10262	1949.78	X	R	X	I	I
300000378	4	2015-01-13	31	2015-01-13	\N	100000014	EUR	8752.45	7355	1397.45	P	A	C	I	I
300000379	32	2015-01-14	13	2015-01-14	\N	100000017	EUR	2291.94	1926	365.94	X	R	X	I	I
300000380	14	2015-01-15	20	2015-01-15	\N	100000013	EUR	11640.81	9782.2	1858.61	P	A	C	I	I
300000381	17	2015-01-16	30	2015-01-16	\N	100000017	EUR	5971.42	5018	953.42	P	I	S	I	I
300000382	29	2015-01-17	11	2015-01-17	\N	100000013	EUR	9401.11	7900.1	1501.01	N	I	I	I	I
300000383	24	2015-01-18	8	2015-01-18	\N	100000018	EUR	3573.57	3003	570.57	X	R	X	I	I
300000384	10	2015-01-19	17	2015-01-19	\N	100000012	EUR	3148.74	2646	502.74	C	A	S	I	D
300000385	20	2015-01-20	13	2015-01-20	\N	100000011	EUR	7783.31	6540.6	1242.71	R	R	X	I	I
300000386	13	2015-01-21	27	2015-01-21	\N	100000016	EUR	6978.16	5864	1114.16	R	R	X	I	I
300000387	3	2015-01-22	15	2015-01-22	\N	100000015	EUR	3420.06	2874	546.06	N	I	I	I	I
300000388	4	2015-01-23	27	2015-01-23	\N	100000013	EUR	9608.29	8074.2	1534.09	R	R	X	I	I
300000389	7	2015-01-24	32	2015-01-24	\N	100000013	EUR	6536.55	5492.9	1043.65	N	I	I	I	I
300000390	19	2015-01-25	11	2015-01-25	\N	100000014	EUR	10980.13	9227	1753.13	R	R	X	I	I
300000391	29	2015-01-26	11	2015-01-26	\N	100000017	EUR	3996.02	3358	638.02	C	A	S	I	D
300000392	26	2015-01-27	12	2015-01-27	\N	100000011	EUR	1909.83	1604.9	304.93	X	R	X	I	I
300000393	29	2015-01-28	32	2015-01-28	\N	100000015	EUR	2708.44	2276	432.44	R	R	X	I	I
300000394	21	2015-01-29	23	2015-01-29	\N	100000018	EUR	2990.47	2513	477.47	N	I	I	I	I
300000395	18	2015-01-30	16	2015-01-30	\N	100000012	EUR	9399.81	7899	1500.81	C	A	S	I	D
300000396	1	2015-01-31	3	2015-01-31	\N	100000011	EUR	2191.74	1841.8	349.94	R	R	X	I	I
300000397	23	2015-02-01	9	2015-02-01	\N	100000014	EUR	6379.59	5361	1018.59	N	I	I	I	I
300000398	2	2015-02-02	23	2015-02-02	\N	100000013	EUR	4704.66	3953.5	751.16	P	A	C	I	I
300000399	15	2015-02-03	12	2015-02-03	\N	100000015	EUR	3320.1	2790	530.1	N	I	I	I	I
300000400	30	2015-02-04	29	2015-02-04	\N	100000028	EUR	11951.17	10043	1908.17	P	A	C	I	I
300000401	7	2015-02-05	12	2015-02-05	\N	100000030	EUR	19844.44	16676	3168.44	C	A	S	I	D
300000402	27	2015-02-06	6	2015-02-06	\N	100000031	EUR	6676.5	5610.5	1066	X	R	X	I	I
300000403	14	2015-02-07	8	2015-02-07	\N	100000032	EUR	4589.84	3857	732.84	R	R	X	I	I
300000404	23	2015-02-08	33	2015-02-08	\N	100000032	EUR	1335.78	1122.5	213.28	N	I	I	I	I
300000405	22	2015-02-09	13	2015-02-09	\N	100000033	EUR	1552.36	1304.5	247.86	X	R	X	I	I
300000406	27	2015-02-10	10	2015-02-10	\N	100000034	EUR	5854.8	4920	934.8	N	I	I	I	I
300000407	14	2015-02-11	11	2015-02-11	\N	100000035	EUR	1123.71	944.3	179.41	N	I	I	I	I
300000408	29	2015-02-12	22	2015-02-12	\N	100000027	EUR	7225.68	6072	1153.68	X	R	X	I	I
300000409	17	2015-02-13	2	2015-02-13	\N	100000028	EUR	4312.56	3624	688.56	X	R	X	I	I
300000410	3	2015-02-14	16	2015-02-14	\N	100000030	EUR	9174.9	7710	1464.9	C	A	S	I	D
300000411	15	2015-02-15	15	2015-02-15	\N	100000035	EUR	604.04	507.6	96.44	X	R	X	I	I
300000412	17	2015-02-16	33	2015-02-16	\N	100000031	EUR	9534.88	8012.5	1522.38	P	I	S	I	I
300000413	22	2015-02-17	18	2015-02-17	\N	100000032	EUR	4606.5	3871	735.5	C	A	S	I	D
300000414	5	2015-02-18	19	2015-02-18	\N	100000032	EUR	1984.93	1668	316.93	C	A	S	I	D
300000415	17	2015-02-19	23	2015-02-19	\N	100000033	EUR	1941.5	1631.5	310	R	R	X	I	I
300000416	24	2015-02-20	16	2015-02-20	\N	100000035	EUR	404.12	339.6	64.52	R	R	X	I	I
300000417	4	2015-02-21	18	2015-02-21	\N	100000031	EUR	956.76	804	152.76	N	I	I	I	I
300000418	25	2015-02-22	26	2015-02-22	\N	100000030	EUR	7247.1	6090	1157.1	C	A	S	I	D
300000419	17	2015-02-23	23	2015-02-23	\N	100000027	EUR	12880.56	10824	2056.56	R	R	X	I	I
300000420	12	2015-02-24	13	2015-02-24	\N	100000028	EUR	9761.57	8203	1558.57	C	A	S	I	D
300000421	20	2015-02-25	22	2015-02-25	\N	100000030	EUR	1896.86	1594	302.86	N	I	I	I	I
300000422	32	2015-02-26	26	2015-02-26	\N	100000032	EUR	1972.43	1657.5	314.93	X	R	X	I	I
300000423	15	2015-02-27	31	2015-02-27	\N	100000033	EUR	782.43	657.5	124.93	N	I	I	I	I
300000424	31	2015-02-28	18	2015-02-28	\N	100000031	EUR	9528.94	8007.5	1521.44	P	I	S	I	I
300000425	2	2015-02-28	32	2015-02-28	\N	100000034	EUR	12042.8	10120	1922.8	R	R	X	I	I
300000426	25	2015-03-01	9	2015-03-01	\N	100000034	EUR	12042.8	10120	1922.8	C	A	S	I	D
300000427	31	2015-03-02	25	2015-03-02	\N	100000034	EUR	7663.6	6440	1223.6	P	I	S	I	I
300000428	24	2015-03-03	11	2015-03-03	\N	100000033	EUR	790.77	664.5	126.27	R	R	X	I	I
300000429	32	2015-03-04	11	2015-03-04	\N	100000035	EUR	635.22	533.8	101.42	C	A	S	I	D
300000430	7	2015-03-05	7	2015-03-05	\N	100000032	EUR	4606.5	3871	735.5	N	I	I	I	I
300000431	16	2015-03-06	19	2015-03-06	\N	100000035	EUR	484.21	406.9	77.31	N	I	I	I	I
300000432	13	2015-03-07	22	2015-03-07	\N	100000032	EUR	4606.5	3871	735.5	R	R	X	I	I
300000433	20	2015-03-08	8	2015-03-08	\N	100000027	EUR	10053.12	8448	1605.12	P	A	S	I	I
300000434	24	2015-03-09	22	2015-03-09	\N	100000028	EUR	2206.26	1854	352.26	C	A	S	I	D
300000435	19	2015-03-10	4	2015-03-10	\N	100000030	EUR	17885.7	15030	2855.7	P	I	C	I	I
300000436	6	2015-03-11	13	2015-03-11	\N	100000034	EUR	4379.2	3680	699.2	X	R	X	I	I
300000437	8	2015-03-12	22	2015-03-12	\N	100000031	EUR	8587.05	7216	1371.05	P	I	S	I	I
300000438	7	2015-03-13	13	2015-03-13	\N	100000032	EUR	5255.64	4416.5	839.14	R	R	X	I	I
300000439	27	2015-03-14	26	2015-03-14	\N	100000032	EUR	3932.37	3304.5	627.87	R	R	X	I	I
300000440	22	2015-03-15	28	2015-03-15	\N	100000033	EUR	1755.26	1475	280.26	R	R	X	I	I
300000441	30	2015-03-16	25	2015-03-16	\N	100000035	EUR	350.93	294.9	56.03	N	I	I	I	I
300000442	27	2015-03-17	23	2015-03-17	\N	100000030	EUR	3577.14	3006	571.14	R	R	X	I	I
300000443	23	2015-03-18	22	2015-03-18	\N	100000031	EUR	4765.96	4005	760.96	P	A	C	I	I
300000444	27	2015-03-19	11	2015-03-19	\N	100000027	EUR	5798.87	4873	925.87	N	I	I	I	I
300000445	16	2015-03-20	32	2015-03-20	\N	100000028	EUR	9761.57	8203	1558.57	N	I	I	I	I
300000446	12	2015-03-21	27	2015-03-21	\N	100000030	EUR	1896.86	1594	302.86	N	I	I	I	I
300000447	20	2015-03-22	24	2015-03-22	\N	100000033	EUR	583.7	490.5	93.2	P	A	C	I	I
300000448	30	2015-03-23	5	2015-03-23	\N	100000032	EUR	2634.07	2213.5	420.57	C	A	S	I	D
300000449	6	2015-03-24	1	2015-03-24	\N	100000031	EUR	7636.24	6417	1219.24	P	I	S	I	I
300000450	14	2015-03-25	33	2015-03-25	\N	100000044	EUR	11689.24	9822.89	1866.35	C	A	S	I	D
300000451	19	2015-03-26	4	2015-03-26	\N	100000036	EUR	4983.37	4187.7	795.67	C	A	S	I	D
300000452	7	2015-03-27	6	2015-03-27	\N	100000038	EUR	724.71	609	115.71	X	R	X	I	I
300000453	10	2015-03-28	23	2015-03-28	\N	100000037	EUR	1872.82	1573.8	299.02	C	A	S	I	D
300000454	13	2015-03-29	27	2015-03-29	\N	100000037	EUR	1240.46	1042.4	198.06	P	I	C	I	I
300000455	20	2015-03-30	10	2015-03-30	\N	100000042	EUR	12794.88	10752	2042.88	X	R	X	I	I
300000456	16	2015-03-31	19	2015-03-31	\N	100000044	EUR	1294.71	1087.99	206.72	C	A	S	I	D
300000457	27	2015-04-01	24	2015-04-01	\N	100000041	EUR	2645.37	2223	422.37	P	A	C	I	I
300000458	33	2015-04-02	13	2015-04-02	\N	100000043	EUR	16526.72	13888	2638.72	R	R	X	I	I
300000459	25	2015-04-03	23	2015-04-03	\N	100000044	EUR	4157.82	3493.96	663.86	C	A	S	I	D
300000460	30	2015-04-04	32	2015-04-04	\N	100000036	EUR	2751.29	2312	439.29	N	I	I	I	I
300000461	22	2015-04-05	20	2015-04-05	\N	100000041	EUR	1423.24	1196	227.24	C	A	S	I	D
300000462	19	2015-04-06	10	2015-04-06	\N	100000038	EUR	1006.74	846	160.74	X	R	X	I	I
300000463	19	2015-04-07	20	2015-04-07	\N	100000037	EUR	2354.54	1978.6	375.94	N	I	I	I	I
300000464	29	2015-04-08	11	2015-04-08	\N	100000037	EUR	1318.76	1108.2	210.56	X	R	X	I	I
300000465	33	2015-04-09	17	2015-04-09	\N	100000042	EUR	16148.3	13570	2578.3	C	A	S	I	D
300000466	23	2015-04-10	16	2015-04-10	\N	100000041	EUR	959.14	806	153.14	R	R	X	I	I
300000467	8	2015-04-11	13	2015-04-11	\N	100000038	EUR	132.09	111	21.09	P	A	C	I	I
300000468	12	2015-04-12	29	2015-04-12	\N	100000036	EUR	1909.36	1604.5	304.86	C	A	S	I	D
300000469	17	2015-04-13	3	2015-04-13	\N	100000043	EUR	12623.52	10608	2015.52	C	A	S	I	D
300000470	2	2015-04-14	20	2015-04-14	\N	100000044	EUR	9517.53	7997.91	1519.62	R	R	X	I	I
300000471	13	2015-04-15	1	2015-04-15	\N	100000036	EUR	744.71	625.8	118.91	X	R	X	I	I
300000472	16	2015-04-16	22	2015-04-16	\N	100000037	EUR	957.47	804.6	152.87	R	R	X	I	I
300000473	1	2015-04-17	27	2015-04-17	\N	100000042	EUR	7325.64	6156	1169.64	N	I	I	I	I
300000474	31	2015-04-18	31	2015-04-18	\N	100000038	EUR	949.62	798	151.62	C	A	S	I	D
300000475	33	2015-04-19	32	2015-04-19	\N	100000044	EUR	11689.25	9822.89	1866.36	N	I	I	I	I
300000476	1	2015-04-20	14	2015-04-20	\N	100000044	EUR	11689.24	9822.89	1866.35	P	A	S	I	I
300000477	27	2015-04-21	19	2015-04-21	\N	100000044	EUR	7438.62	6250.93	1187.69	X	R	X	I	I
300000478	24	2015-04-22	31	2015-04-22	\N	100000042	EUR	8563.24	7196	1367.24	C	A	S	I	D
300000479	6	2015-04-23	2	2015-04-23	\N	100000041	EUR	1485.12	1248	237.12	P	A	C	I	I
300000480	33	2015-04-24	19	2015-04-24	\N	100000037	EUR	2354.54	1978.6	375.94	N	I	I	I	I
300000481	31	2015-04-25	20	2015-04-25	\N	100000041	EUR	1129.31	949	180.31	N	I	I	I	I
300000482	14	2015-04-26	3	2015-04-26	\N	100000037	EUR	2354.54	1978.6	375.94	C	A	S	I	D
300000483	20	2015-04-27	24	2015-04-27	\N	100000043	EUR	14575.12	12248	2327.12	X	R	X	I	I
300000484	23	2015-04-28	24	2015-04-28	\N	100000044	EUR	2218.14	1863.98	354.16	C	A	S	I	D
300000485	32	2015-04-29	19	2015-04-29	\N	100000036	EUR	4044.22	3398.5	645.72	X	R	X	I	I
300000486	8	2015-04-30	2	2015-04-30	\N	100000044	EUR	4250.63	3571.96	678.67	N	I	I	I	I
300000487	27	2015-05-01	8	2015-05-01	\N	100000038	EUR	960.33	807	153.33	N	I	I	I	I
300000488	9	2015-05-02	24	2015-05-02	\N	100000037	EUR	2432.84	2044.4	388.44	N	I	I	I	I
300000489	20	2015-05-03	14	2015-05-03	\N	100000037	EUR	1553.67	1305.6	248.07	R	R	X	I	I
300000490	2	2015-05-04	16	2015-05-04	\N	100000042	EUR	15709.19	13201	2508.19	C	A	S	I	D
300000491	31	2015-05-05	31	2015-05-05	\N	100000041	EUR	819.91	689	130.91	R	R	X	I	I
300000492	28	2015-05-06	8	2015-05-06	\N	100000036	EUR	808.84	679.7	129.14	X	R	X	I	I
300000493	8	2015-05-07	27	2015-05-07	\N	100000038	EUR	489.09	411	78.09	R	R	X	I	I
300000494	18	2015-05-08	18	2015-05-08	\N	100000043	EUR	15718.71	13209	2509.71	N	I	I	I	I
300000495	19	2015-05-09	28	2015-05-09	\N	100000044	EUR	9517.53	7997.91	1519.62	R	R	X	I	I
300000496	30	2015-05-10	25	2015-05-10	\N	100000036	EUR	744.71	625.8	118.91	C	A	S	I	D
300000497	32	2015-05-11	27	2015-05-11	\N	100000042	EUR	5030.13	4227	803.13	C	A	S	I	D
300000498	2	2015-05-12	10	2015-05-12	\N	100000037	EUR	1397.06	1174	223.06	P	I	C	I	I
300000499	12	2015-05-13	33	2015-05-13	\N	100000038	EUR	885.36	744	141.36	N	I	I	I	I
300000500	23	2015-05-14	6	2015-05-14	\N	100000000	EUR	13224.47	11113	2111.47	X	R	X	I	I
300000501	8	2015-05-15	33	2015-05-15	\N	100000002	EUR	12493.73	10498.94	1994.79	C	A	S	I	D
300000502	3	2015-05-16	12	2015-05-16	\N	100000005	EUR	11666.69	9803.94	1862.75	N	I	I	I	I
300000503	31	2015-05-17	17	2015-05-17	\N	100000006	EUR	16561.23	13917	2644.23	R	R	X	I	I
300000504	32	2015-05-18	15	2015-05-18	\N	100000006	EUR	12515.23	10517	1998.23	X	R	X	I	I
300000505	13	2015-05-19	13	2015-05-19	\N	100000008	EUR	8368.08	7032	1336.08	P	I	C	I	I
300000506	18	2015-05-20	21	2015-05-20	\N	100000003	EUR	6146.19	5164.87	981.32	N	I	I	I	I
300000507	23	2015-05-21	33	2015-05-21	\N	100000004	EUR	5720.31	4806.98	913.33	N	I	I	I	I
300000508	32	2015-05-22	12	2015-05-22	\N	100000009	EUR	4444.17	3734.6	709.57	P	I	C	I	I
300000509	5	2015-05-23	17	2015-05-23	\N	100000000	EUR	3453.38	2902	551.38	N	I	I	I	I
300000510	17	2015-05-24	1	2015-05-24	\N	100000002	EUR	8150.94	6849.53	1301.41	X	R	X	I	I
300000511	27	2015-05-25	29	2015-05-25	\N	100000004	EUR	3040.41	2554.97	485.44	R	R	X	I	I
300000512	30	2015-05-26	1	2015-05-26	\N	100000005	EUR	18986.39	15954.94	3031.45	P	A	S	I	I
300000513	27	2015-05-27	23	2015-05-27	\N	100000006	EUR	23408.49	19671	3737.49	R	R	X	I	I
300000514	21	2015-05-28	17	2015-05-28	\N	100000006	EUR	12515.23	10517	1998.23	P	A	S	I	I
300000515	18	2015-05-29	8	2015-05-29	\N	100000008	EUR	9971.01	8379	1592.01	R	R	X	I	I
300000516	18	2015-05-30	12	2015-05-30	\N	100000004	EUR	1829.01	1536.98	292.03	N	I	I	I	I
300000517	10	2015-05-31	18	2015-05-31	\N	100000005	EUR	5055.11	4247.99	807.12	P	I	C	I	I
300000518	15	2015-06-01	5	2015-06-01	\N	100000002	EUR	2510.26	2109.47	400.79	R	R	X	I	I
300000519	1	2015-06-02	13	2015-06-02	\N	100000009	EUR	3974.12	3339.6	634.52	C	A	S	I	D
300000520	11	2015-06-03	17	2015-06-03	\N	100000000	EUR	10329.2	8680	1649.2	R	R	X	I	I
300000521	29	2015-06-04	33	2015-06-04	\N	100000002	EUR	2153.64	1809.78	343.86	P	A	C	I	I
300000522	27	2015-06-05	3	2015-06-05	\N	100000006	EUR	14276.43	11997	2279.43	N	I	I	I	I
300000523	5	2015-06-06	4	2015-06-06	\N	100000008	EUR	3592.61	3019	573.61	P	I	S	I	I
300000524	10	2015-06-07	26	2015-06-07	\N	100000005	EUR	14640.47	12302.92	2337.55	N	I	I	I	I
300000525	16	2015-06-08	33	2015-06-08	\N	100000003	EUR	16748.33	14074.23	2674.1	P	I	S	I	I
300000526	28	2015-06-09	30	2015-06-09	\N	100000003	EUR	13053.03	10968.94	2084.09	X	R	X	I	I
300000527	17	2015-06-10	30	2015-06-10	\N	100000003	EUR	8555.55	7189.54	1366.01	P	A	S	I	I
300000528	6	2015-06-11	32	2015-06-11	\N	100000008	EUR	4977.77	4183	794.77	C	A	S	I	D
300000529	23	2015-06-12	20	2015-06-12	\N	100000004	EUR	3180.85	2672.98	507.87	N	I	I	I	I
300000530	17	2015-06-13	31	2015-06-13	\N	100000006	EUR	25366.04	21316	4050.04	P	I	C	I	I
300000531	22	2015-06-14	25	2015-06-14	\N	100000004	EUR	3470	2915.97	554.03	C	A	S	I	D
300000532	16	2015-06-15	14	2015-06-15	\N	100000006	EUR	23589.37	19823	3766.37	P	A	C	I	I
300000533	22	2015-06-16	18	2015-06-16	\N	100000009	EUR	4444.17	3734.6	709.57	N	I	I	I	I
300000534	10	2015-06-17	14	2015-06-17	\N	100000000	EUR	3453.38	2902	551.38	R	R	X	I	I
300000535	10	2015-06-18	29	2015-06-18	\N	100000002	EUR	8150.94	6849.53	1301.41	R	R	X	I	I
300000536	14	2015-06-19	28	2015-06-19	\N	100000003	EUR	4372.85	3674.67	698.18	R	R	X	I	I
300000537	2	2015-06-20	10	2015-06-20	\N	100000005	EUR	18986.39	15954.94	3031.45	X	R	X	I	I
300000538	7	2015-06-21	19	2015-06-21	\N	100000006	EUR	23408.49	19671	3737.49	R	R	X	I	I
300000539	27	2015-06-22	29	2015-06-22	\N	100000006	EUR	12515.23	10517	1998.23	C	A	S	I	D
300000540	21	2015-06-23	30	2015-06-23	\N	100000008	EUR	9971.01	8379	1592.01	P	I	S	I	I
300000541	5	2015-06-24	11	2015-06-24	\N	100000004	EUR	1829.01	1536.98	292.03	C	A	S	I	D
300000542	27	2015-06-25	14	2015-06-25	\N	100000002	EUR	3772.29	3169.99	602.3	N	I	I	I	I
300000543	29	2015-06-26	10	2015-06-26	\N	100000005	EUR	3729.42	3133.97	595.45	N	I	I	I	I
300000544	12	2015-06-27	29	2015-06-27	\N	100000009	EUR	4878.64	4099.7	778.94	R	R	X	I	I
300000545	29	2015-06-28	15	2015-06-28	\N	100000000	EUR	9222.5	7750	1472.5	R	R	X	I	I
300000546	15	2015-06-29	29	2015-06-29	\N	100000002	EUR	3986.25	3349.79	636.46	R	R	X	I	I
300000547	2	2015-06-30	17	2015-06-30	\N	100000008	EUR	3334.38	2802	532.38	P	I	S	I	I
300000548	24	2015-07-01	16	2015-07-01	\N	100000006	EUR	15898.4	13360	2538.4	R	R	X	I	I
300000549	30	2015-07-02	16	2015-07-02	\N	100000005	EUR	14320.39	12033.94	2286.45	R	R	X	I	I
300000550	28	2015-07-03	22	2015-07-03	\N	100000026	EUR	19189.94	16126	3063.94	C	A	S	I	D
300000551	25	2015-07-04	33	2015-07-04	\N	100000025	EUR	327367.81	275099	52268.81	R	R	X	I	I
300000552	16	2015-07-05	32	2015-07-05	\N	100000022	EUR	21399.77	17983	3416.77	R	R	X	I	I
300000553	19	2015-07-06	31	2015-07-06	\N	100000024	EUR	72391.27	60833	11558.27	N	I	I	I	I
300000554	23	2015-07-07	6	2015-07-07	\N	100000024	EUR	125233.22	105238	19995.22	P	I	C	I	I
300000555	31	2015-07-08	11	2015-07-08	\N	100000021	EUR	11030.11	9269	1761.11	P	I	C	I	I
300000556	19	2015-07-09	21	2015-07-09	\N	100000023	EUR	35817.81	30099	5718.81	C	A	S	I	D
300000557	8	2015-07-10	10	2015-07-10	\N	100000019	EUR	5488.28	4612	876.28	C	A	S	I	D
300000558	31	2015-07-11	17	2015-07-11	\N	100000026	EUR	12195.12	10248	1947.12	C	A	S	I	D
300000559	3	2015-07-12	6	2015-07-12	\N	100000026	EUR	3505.74	2946	559.74	R	R	X	I	I
300000560	31	2015-07-13	7	2015-07-13	\N	100000025	EUR	297553.55	250045	47508.55	C	A	S	I	D
300000561	9	2015-07-14	9	2015-07-14	\N	100000019	EUR	2898.84	2436	462.84	C	A	S	I	D
300000562	2	2015-07-15	10	2015-07-15	\N	100000022	EUR	27716.29	23291	4425.29	C	A	S	I	D
300000563	24	2015-07-16	18	2015-07-16	\N	100000024	EUR	143791.27	120833	22958.27	R	R	X	I	I
300000564	21	2015-07-17	16	2015-07-17	\N	100000024	EUR	107524.83	90357	17167.83	X	R	X	I	I
300000565	27	2015-07-18	13	2015-07-18	\N	100000021	EUR	14147.91	11889	2258.91	R	R	X	I	I
300000566	4	2015-07-19	4	2015-07-19	\N	100000019	EUR	1652.91	1389	263.91	P	A	C	I	I
300000567	15	2015-07-20	24	2015-07-20	\N	100000022	EUR	5911.92	4968	943.92	X	R	X	I	I
300000568	24	2015-07-21	27	2015-07-21	\N	100000025	EUR	148792.84	125036	23756.84	N	I	I	I	I
300000569	1	2015-07-22	31	2015-07-22	\N	100000026	EUR	5283.6	4440	843.6	R	R	X	I	I
300000570	10	2015-07-23	14	2015-07-23	\N	100000026	EUR	13964.65	11735	2229.65	N	I	I	I	I
300000571	25	2015-07-24	18	2015-07-24	\N	100000025	EUR	119010.71	100009	19001.71	C	A	S	I	D
300000572	7	2015-07-25	32	2015-07-25	\N	100000024	EUR	53974.83	45357	8617.83	X	R	X	I	I
300000573	14	2015-07-26	12	2015-07-26	\N	100000021	EUR	7676.69	6451	1225.69	P	I	S	I	I
300000574	13	2015-07-27	25	2015-07-27	\N	100000022	EUR	22006.67	18493	3513.67	X	R	X	I	I
300000575	12	2015-07-28	22	2015-07-28	\N	100000023	EUR	66745.91	56089	10656.91	N	I	I	I	I
300000576	18	2015-07-29	23	2015-07-29	\N	100000023	EUR	66745.91	56089	10656.91	P	A	S	I	I
300000577	12	2015-07-30	21	2015-07-30	\N	100000023	EUR	42474.67	35693	6781.67	P	I	C	I	I
300000578	16	2015-07-31	4	2015-07-31	\N	100000021	EUR	10558.87	8873	1685.87	R	R	X	I	I
300000579	5	2015-08-01	12	2015-08-01	\N	100000019	EUR	3525.97	2963	562.97	X	R	X	I	I
300000580	30	2015-08-02	7	2015-08-02	\N	100000024	EUR	143791.27	120833	22958.27	R	R	X	I	I
300000581	6	2015-08-03	17	2015-08-03	\N	100000019	EUR	2801.26	2354	447.26	R	R	X	I	I
300000582	2	2015-08-04	18	2015-08-04	\N	100000024	EUR	143791.27	120833	22958.27	N	I	I	I	I
300000583	4	2015-08-05	30	2015-08-05	\N	100000026	EUR	8739.36	7344	1395.36	P	I	S	I	I
300000584	4	2015-08-06	21	2015-08-06	\N	100000026	EUR	6961.5	5850	1111.5	C	A	S	I	D
300000585	24	2015-08-07	2	2015-08-07	\N	100000025	EUR	148857.1	125090	23767.1	C	A	S	I	D
300000586	4	2015-08-08	2	2015-08-08	\N	100000023	EUR	24271.24	20396	3875.24	C	A	S	I	D
300000587	22	2015-08-09	11	2015-08-09	\N	100000022	EUR	30368.8	25520	4848.8	C	A	S	I	D
300000588	19	2015-08-10	18	2015-08-10	\N	100000024	EUR	126082.88	105952	20130.88	X	R	X	I	I
300000589	27	2015-08-11	26	2015-08-11	\N	100000024	EUR	54399.66	45714	8685.66	C	A	S	I	D
300000590	13	2015-08-12	33	2015-08-12	\N	100000021	EUR	15471.19	13001	2470.19	X	R	X	I	I
300000591	29	2015-08-13	7	2015-08-13	\N	100000019	EUR	1970.64	1656	314.64	P	A	S	I	I
300000592	11	2015-08-14	23	2015-08-14	\N	100000025	EUR	29771.42	25018	4753.42	P	I	C	I	I
300000593	23	2015-08-15	17	2015-08-15	\N	100000022	EUR	12430.74	10446	1984.74	N	I	I	I	I
300000594	29	2015-08-16	13	2015-08-16	\N	100000026	EUR	12186.79	10241	1945.79	P	A	C	I	I
300000595	7	2015-08-17	15	2015-08-17	\N	100000026	EUR	13964.65	11735	2229.65	P	I	S	I	I
300000596	18	2015-08-18	8	2015-08-18	\N	100000025	EUR	119010.71	100009	19001.71	R	R	X	I	I
300000597	1	2015-08-19	27	2015-08-19	\N	100000021	EUR	4676.7	3930	746.7	C	A	S	I	D
300000598	25	2015-08-20	27	2015-08-20	\N	100000024	EUR	89816.44	75476	14340.44	P	A	C	I	I
300000599	20	2015-08-21	1	2015-08-21	\N	100000022	EUR	30166.5	25350	4816.5	R	R	X	I	I
300000600	33	2015-08-22	16	2015-08-22	\N	100000012	EUR	12209.4	10260	1949.4	P	A	S	I	I
300000601	26	2015-08-23	7	2015-08-23	\N	100000011	EUR	8491.12	7135.4	1355.72	C	A	S	I	D
300000602	13	2015-08-24	33	2015-08-24	\N	100000015	EUR	2346.68	1972	374.68	X	R	X	I	I
300000603	3	2015-08-25	4	2015-08-25	\N	100000013	EUR	5933.58	4986.2	947.38	P	A	C	I	I
300000604	5	2015-08-26	10	2015-08-26	\N	100000013	EUR	5928.1	4981.6	946.5	P	A	S	I	I
300000605	27	2015-08-27	25	2015-08-27	\N	100000014	EUR	9080.89	7631	1449.89	C	A	S	I	D
300000606	6	2015-08-28	33	2015-08-28	\N	100000016	EUR	10253.04	8616	1637.04	C	A	S	I	D
300000607	6	2015-08-29	3	2015-08-29	\N	100000017	EUR	7275.66	6114	1161.66	X	R	X	I	I
300000608	3	2015-08-30	31	2015-08-30	\N	100000018	EUR	4551.75	3825	726.75	N	I	I	I	I
300000609	24	2015-08-31	30	2015-08-31	\N	100000012	EUR	3148.74	2646	502.74	X	R	X	I	I
300000610	28	2015-09-01	29	2015-09-01	\N	100000011	EUR	4955.51	4164.3	791.21	R	R	X	I	I
300000611	14	2015-09-02	14	2015-09-02	\N	100000017	EUR	4131.68	3472	659.68	N	I	I	I	I
300000612	1	2015-09-03	21	2015-09-03	\N	100000015	EUR	3420.06	2874	546.06	P	A	S	I	I
300000613	22	2015-09-04	9	2015-09-04	\N	100000013	EUR	9608.29	8074.2	1534.09	R	R	X	I	I
300000614	15	2015-09-05	28	2015-09-05	\N	100000013	EUR	6536.55	5492.9	1043.65	X	R	X	I	I
300000615	18	2015-09-06	12	2015-09-06	\N	100000014	EUR	10980.13	9227	1753.13	P	A	C	I	I
300000616	2	2015-09-07	2	2015-09-07	\N	100000017	EUR	3996.02	3358	638.02	X	R	X	I	I
300000617	26	2015-09-08	18	2015-09-08	\N	100000015	EUR	49.98	42	7.98	C	A	S	I	D
300000618	10	2015-09-09	25	2015-09-09	\N	100000011	EUR	2343.94	1969.7	374.24	P	A	C	I	I
300000619	3	2015-09-10	25	2015-09-10	\N	100000018	EUR	2595.39	2181	414.39	C	A	S	I	D
300000620	25	2015-09-11	1	2015-09-11	\N	100000012	EUR	9107.07	7653	1454.07	P	A	C	I	I
300000621	31	2015-09-12	23	2015-09-12	\N	100000011	EUR	1514.63	1272.8	241.83	P	A	S	I	I
300000622	7	2015-09-13	8	2015-09-13	\N	100000013	EUR	4288.64	3603.9	684.74	N	I	I	I	I
300000623	11	2015-09-14	25	2015-09-14	\N	100000014	EUR	4272.1	3590	682.1	P	A	S	I	I
300000624	22	2015-09-15	32	2015-09-15	\N	100000015	EUR	2446.64	2056	390.64	P	A	C	I	I
300000625	24	2015-09-16	16	2015-09-16	\N	100000016	EUR	19189.94	16126	3063.94	N	I	I	I	I
300000626	30	2015-09-17	23	2015-09-17	\N	100000016	EUR	19189.94	16126	3063.94	N	I	I	I	I
300000627	12	2015-09-18	9	2015-09-18	\N	100000016	EUR	12211.78	10262	1949.78	P	I	C	I	I
300000628	30	2015-09-19	4	2015-09-19	\N	100000014	EUR	8752.45	7355	1397.45	N	I	I	I	I
300000629	5	2015-09-20	15	2015-09-20	\N	100000017	EUR	2291.94	1926	365.94	N	I	I	I	I
300000630	1	2015-09-21	21	2015-09-21	\N	100000013	EUR	11640.81	9782.2	1858.61	X	R	X	I	I
300000631	14	2015-09-22	19	2015-09-22	\N	100000017	EUR	5971.42	5018	953.42	N	I	I	I	I
300000632	14	2015-09-23	30	2015-09-23	\N	100000013	EUR	9401.11	7900.1	1501.01	R	R	X	I	I
300000633	4	2015-09-24	1	2015-09-24	\N	100000018	EUR	3573.57	3003	570.57	X	R	X	I	I
300000634	25	2015-09-25	18	2015-09-25	\N	100000012	EUR	3148.74	2646	502.74	N	I	I	I	I
300000635	26	2015-09-26	22	2015-09-26	\N	100000011	EUR	7783.31	6540.6	1242.71	N	I	I	I	I
300000636	17	2015-09-27	10	2015-09-27	\N	100000016	EUR	6978.16	5864	1114.16	N	I	I	I	I
300000637	6	2015-09-28	6	2015-09-28	\N	100000015	EUR	3420.06	2874	546.06	R	R	X	I	I
300000638	5	2015-09-29	3	2015-09-29	\N	100000013	EUR	9608.29	8074.2	1534.09	P	A	C	I	I
300000639	2	2015-09-30	6	2015-09-30	\N	100000013	EUR	6536.55	5492.9	1043.65	R	R	X	I	I
300000640	21	2015-10-01	10	2015-10-01	\N	100000014	EUR	10980.13	9227	1753.13	R	R	X	I	I
300000641	5	2015-10-02	31	2015-10-02	\N	100000017	EUR	3996.02	3358	638.02	N	I	I	I	I
300000642	8	2015-10-03	9	2015-10-03	\N	100000011	EUR	1909.83	1604.9	304.93	R	R	X	I	I
300000643	26	2015-10-04	33	2015-10-04	\N	100000015	EUR	2708.44	2276	432.44	N	I	I	I	I
300000644	19	2015-10-05	27	2015-10-05	\N	100000018	EUR	2990.47	2513	477.47	X	R	X	I	I
300000645	16	2015-10-06	11	2015-10-06	\N	100000012	EUR	9399.81	7899	1500.81	N	I	I	I	I
300000646	26	2015-10-07	22	2015-10-07	\N	100000011	EUR	2191.74	1841.8	349.94	X	R	X	I	I
300000647	30	2015-10-08	12	2015-10-08	\N	100000014	EUR	6379.59	5361	1018.59	R	R	X	I	I
300000648	7	2015-10-09	32	2015-10-09	\N	100000013	EUR	4704.66	3953.5	751.16	R	R	X	I	I
300000649	5	2015-10-10	30	2015-10-10	\N	100000015	EUR	3320.1	2790	530.1	C	A	S	I	D
300000650	29	2015-10-11	9	2015-10-11	\N	100000028	EUR	11951.17	10043	1908.17	N	I	I	I	I
300000651	13	2015-10-12	30	2015-10-12	\N	100000030	EUR	19844.44	16676	3168.44	C	A	S	I	D
300000652	23	2015-10-13	22	2015-10-13	\N	100000031	EUR	6676.5	5610.5	1066	C	A	S	I	D
300000653	33	2015-10-14	24	2015-10-14	\N	100000032	EUR	4589.84	3857	732.84	C	A	S	I	D
300000654	6	2015-10-15	18	2015-10-15	\N	100000032	EUR	1335.78	1122.5	213.28	P	I	S	I	I
300000655	17	2015-10-16	5	2015-10-16	\N	100000033	EUR	1552.36	1304.5	247.86	P	A	C	I	I
300000656	12	2015-10-17	24	2015-10-17	\N	100000034	EUR	5854.8	4920	934.8	X	R	X	I	I
300000657	24	2015-10-18	3	2015-10-18	\N	100000035	EUR	1123.71	944.3	179.41	X	R	X	I	I
300000658	14	2015-10-19	21	2015-10-19	\N	100000027	EUR	7225.68	6072	1153.68	N	I	I	I	I
300000659	31	2015-10-20	5	2015-10-20	\N	100000028	EUR	4312.56	3624	688.56	C	A	S	I	D
300000660	22	2015-10-21	14	2015-10-21	\N	100000030	EUR	9174.9	7710	1464.9	P	A	S	I	I
300000661	9	2015-10-22	4	2015-10-22	\N	100000035	EUR	604.04	507.6	96.44	R	R	X	I	I
300000662	23	2015-10-23	14	2015-10-23	\N	100000031	EUR	9534.88	8012.5	1522.38	P	I	S	I	I
300000663	31	2015-10-24	29	2015-10-24	\N	100000032	EUR	4606.5	3871	735.5	P	I	S	I	I
300000664	7	2015-10-25	3	2015-10-25	\N	100000032	EUR	1984.93	1668	316.93	N	I	I	I	I
300000665	3	2015-10-26	26	2015-10-26	\N	100000033	EUR	1941.5	1631.5	310	P	A	C	I	I
300000666	12	2015-10-27	8	2015-10-27	\N	100000035	EUR	404.12	339.6	64.52	X	R	X	I	I
300000667	7	2015-10-28	26	2015-10-28	\N	100000031	EUR	956.76	804	152.76	X	R	X	I	I
300000668	13	2015-10-29	22	2015-10-29	\N	100000030	EUR	7247.1	6090	1157.1	P	A	C	I	I
300000669	2	2015-10-30	4	2015-10-30	\N	100000027	EUR	12880.56	10824	2056.56	P	I	S	I	I
300000670	28	2015-10-31	26	2015-10-31	\N	100000028	EUR	9761.57	8203	1558.57	N	I	I	I	I
300000671	21	2015-11-01	21	2015-11-01	\N	100000030	EUR	1896.86	1594	302.86	X	R	X	I	I
300000672	9	2015-11-02	8	2015-11-02	\N	100000032	EUR	1972.43	1657.5	314.93	R	R	X	I	I
300000673	1	2015-11-03	2	2015-11-03	\N	100000033	EUR	782.43	657.5	124.93	P	I	S	I	I
300000674	17	2015-11-04	27	2015-11-04	\N	100000031	EUR	9528.94	8007.5	1521.44	P	A	S	I	I
300000675	23	2015-11-05	17	2015-11-05	\N	100000034	EUR	12042.8	10120	1922.8	X	R	X	I	I
300000676	6	2015-11-06	33	2015-11-06	\N	100000034	EUR	12042.8	10120	1922.8	C	A	S	I	D
300000677	27	2015-11-07	19	2015-11-07	\N	100000034	EUR	7663.6	6440	1223.6	N	I	I	I	I
300000678	7	2015-11-08	10	2015-11-08	\N	100000033	EUR	790.77	664.5	126.27	P	A	S	I	I
300000679	2	2015-11-09	19	2015-11-09	\N	100000035	EUR	635.22	533.8	101.42	P	I	C	I	I
300000680	5	2015-11-10	8	2015-11-10	\N	100000032	EUR	4606.5	3871	735.5	C	A	S	I	D
300000681	17	2015-11-11	5	2015-11-11	\N	100000035	EUR	484.21	406.9	77.31	R	R	X	I	I
300000682	4	2015-11-12	22	2015-11-12	\N	100000032	EUR	4606.5	3871	735.5	N	I	I	I	I
300000683	24	2015-11-13	2	2015-11-13	\N	100000027	EUR	10053.12	8448	1605.12	C	A	S	I	D
300000684	24	2015-11-14	16	2015-11-14	\N	100000028	EUR	2206.26	1854	352.26	N	I	I	I	I
300000685	3	2015-11-15	30	2015-11-15	\N	100000030	EUR	17885.7	15030	2855.7	X	R	X	I	I
300000686	5	2015-11-16	5	2015-11-16	\N	100000034	EUR	4379.2	3680	699.2	X	R	X	I	I
300000687	9	2015-11-17	16	2015-11-17	\N	100000031	EUR	8587.05	7216	1371.05	C	A	S	I	D
300000688	33	2015-11-18	31	2015-11-18	\N	100000032	EUR	5255.64	4416.5	839.14	R	R	X	I	I
300000689	33	2015-11-19	5	2015-11-19	\N	100000032	EUR	3932.37	3304.5	627.87	N	I	I	I	I
300000690	17	2015-11-20	2	2015-11-20	\N	100000033	EUR	1755.26	1475	280.26	R	R	X	I	I
300000691	31	2015-11-21	16	2015-11-21	\N	100000035	EUR	350.93	294.9	56.03	P	A	S	I	I
300000692	26	2015-11-22	15	2015-11-22	\N	100000030	EUR	3577.14	3006	571.14	C	A	S	I	D
300000693	1	2015-11-23	19	2015-11-23	\N	100000031	EUR	4765.96	4005	760.96	C	A	S	I	D
300000694	25	2015-11-24	1	2015-11-24	\N	100000027	EUR	5798.87	4873	925.87	C	A	S	I	D
300000695	33	2015-11-25	10	2015-11-25	\N	100000028	EUR	9761.57	8203	1558.57	R	R	X	I	I
300000696	15	2015-11-26	22	2015-11-26	\N	100000030	EUR	1896.86	1594	302.86	X	R	X	I	I
300000697	20	2015-11-27	1	2015-11-27	\N	100000033	EUR	583.7	490.5	93.2	R	R	X	I	I
300000698	25	2015-11-28	28	2015-11-28	\N	100000032	EUR	2634.07	2213.5	420.57	N	I	I	I	I
300000699	23	2015-11-29	19	2015-11-29	\N	100000031	EUR	7636.24	6417	1219.24	P	A	S	I	I
300000700	8	2015-11-30	22	2015-11-30	\N	100000044	EUR	11689.24	9822.89	1866.35	N	I	I	I	I
300000701	31	2015-12-01	20	2015-12-01	\N	100000036	EUR	4983.37	4187.7	795.67	C	A	S	I	D
300000702	12	2015-12-02	23	2015-12-02	\N	100000038	EUR	724.71	609	115.71	R	R	X	I	I
300000703	15	2015-12-03	1	2015-12-03	\N	100000037	EUR	1872.82	1573.8	299.02	C	A	S	I	D
300000704	11	2015-12-04	32	2015-12-04	\N	100000037	EUR	1240.46	1042.4	198.06	P	A	C	I	I
300000705	24	2015-12-05	33	2015-12-05	\N	100000042	EUR	12794.88	10752	2042.88	N	I	I	I	I
300000706	3	2015-12-06	21	2015-12-06	\N	100000044	EUR	1294.71	1087.99	206.72	C	A	S	I	D
300000707	22	2015-12-07	28	2015-12-07	\N	100000041	EUR	2645.37	2223	422.37	X	R	X	I	I
300000708	25	2015-12-08	29	2015-12-08	\N	100000043	EUR	16526.72	13888	2638.72	C	A	S	I	D
300000709	15	2015-12-09	6	2015-12-09	\N	100000044	EUR	4157.82	3493.96	663.86	R	R	X	I	I
300000710	18	2015-12-10	28	2015-12-10	\N	100000036	EUR	2751.29	2312	439.29	P	I	S	I	I
300000711	11	2015-12-11	21	2015-12-11	\N	100000041	EUR	1423.24	1196	227.24	N	I	I	I	I
300000712	26	2015-12-12	13	2015-12-12	\N	100000038	EUR	1006.74	846	160.74	P	I	S	I	I
300000713	15	2015-12-13	32	2015-12-13	\N	100000037	EUR	2354.54	1978.6	375.94	R	R	X	I	I
300000714	5	2015-12-14	1	2015-12-14	\N	100000037	EUR	1318.76	1108.2	210.56	P	A	S	I	I
300000715	10	2015-12-15	2	2015-12-15	\N	100000042	EUR	16148.3	13570	2578.3	N	I	I	I	I
300000716	31	2015-12-16	23	2015-12-16	\N	100000041	EUR	959.14	806	153.14	P	I	C	I	I
300000717	6	2015-12-17	14	2015-12-17	\N	100000038	EUR	132.09	111	21.09	N	I	I	I	I
300000718	21	2015-12-18	10	2015-12-18	\N	100000036	EUR	1909.36	1604.5	304.86	R	R	X	I	I
300000719	14	2015-12-19	25	2015-12-19	\N	100000043	EUR	12623.52	10608	2015.52	X	R	X	I	I
300000720	10	2015-12-20	23	2015-12-20	\N	100000044	EUR	9517.53	7997.91	1519.62	P	A	C	I	I
300000721	32	2015-12-21	8	2015-12-21	\N	100000036	EUR	744.71	625.8	118.91	P	A	C	I	I
300000722	1	2015-12-22	33	2015-12-22	\N	100000037	EUR	957.47	804.6	152.87	P	A	C	I	I
300000723	25	2015-12-23	8	2015-12-23	\N	100000042	EUR	7325.64	6156	1169.64	C	A	S	I	D
300000724	23	2015-12-24	9	2015-12-24	\N	100000038	EUR	949.62	798	151.62	P	I	S	I	I
300000725	24	2015-12-25	31	2015-12-25	\N	100000044	EUR	11689.25	9822.89	1866.36	R	R	X	I	I
300000726	31	2015-12-26	14	2015-12-26	\N	100000044	EUR	11689.24	9822.89	1866.35	X	R	X	I	I
300000727	30	2015-12-27	14	2015-12-27	\N	100000044	EUR	7438.62	6250.93	1187.69	R	R	X	I	I
300000728	25	2015-12-28	13	2015-12-28	\N	100000042	EUR	8563.24	7196	1367.24	R	R	X	I	I
300000729	31	2015-12-29	28	2015-12-29	\N	100000041	EUR	1485.12	1248	237.12	R	R	X	I	I
300000730	24	2015-12-30	18	2015-12-30	\N	100000037	EUR	2354.54	1978.6	375.94	P	A	C	I	I
300000731	15	2015-12-31	21	2015-12-31	\N	100000041	EUR	1129.31	949	180.31	R	R	X	I	I
300000732	25	2015-01-01	19	2015-01-01	\N	100000037	EUR	2354.54	1978.6	375.94	N	I	I	I	I
300000733	4	2015-01-02	10	2015-01-02	\N	100000043	EUR	14575.12	12248	2327.12	R	R	X	I	I
300000734	7	2015-01-03	19	2015-01-03	\N	100000044	EUR	2218.14	1863.98	354.16	C	A	S	I	D
300000735	16	2015-01-04	22	2015-01-04	\N	100000036	EUR	4044.22	3398.5	645.72	X	R	X	I	I
300000736	2	2015-01-05	8	2015-01-05	\N	100000044	EUR	4250.63	3571.96	678.67	X	R	X	I	I
300000737	18	2015-01-06	3	2015-01-06	\N	100000038	EUR	960.33	807	153.33	P	I	C	I	I
300000738	1	2015-01-07	1	2015-01-07	\N	100000037	EUR	2432.84	2044.4	388.44	C	A	S	I	D
300000739	31	2015-01-08	11	2015-01-08	\N	100000037	EUR	1553.67	1305.6	248.07	N	I	I	I	I
300000740	5	2015-01-09	1	2015-01-09	\N	100000042	EUR	15709.19	13201	2508.19	C	A	S	I	D
300000741	31	2015-01-10	26	2015-01-10	\N	100000041	EUR	819.91	689	130.91	C	A	S	I	D
300000742	22	2015-01-11	19	2015-01-11	\N	100000036	EUR	808.84	679.7	129.14	C	A	S	I	D
300000743	10	2015-01-12	31	2015-01-12	\N	100000038	EUR	489.09	411	78.09	X	R	X	I	I
300000744	19	2015-01-13	20	2015-01-13	\N	100000043	EUR	15718.71	13209	2509.71	C	A	S	I	D
300000745	20	2015-01-14	3	2015-01-14	\N	100000044	EUR	9517.53	7997.91	1519.62	C	A	S	I	D
300000746	15	2015-01-15	5	2015-01-15	\N	100000036	EUR	744.71	625.8	118.91	P	A	S	I	I
300000747	18	2015-01-16	3	2015-01-16	\N	100000042	EUR	5030.13	4227	803.13	X	R	X	I	I
300000748	11	2015-01-17	6	2015-01-17	\N	100000037	EUR	1397.06	1174	223.06	R	R	X	I	I
300000749	32	2015-01-18	14	2015-01-18	\N	100000038	EUR	885.36	744	141.36	P	A	S	I	I
300000750	26	2015-01-19	31	2015-01-19	\N	100000000	EUR	13224.47	11113	2111.47	C	A	S	I	D
300000751	27	2015-01-20	33	2015-01-20	\N	100000002	EUR	12493.73	10498.94	1994.79	C	A	S	I	D
300000752	15	2015-01-21	14	2015-01-21	\N	100000005	EUR	11666.69	9803.94	1862.75	X	R	X	I	I
300000753	33	2015-01-22	19	2015-01-22	\N	100000006	EUR	16561.23	13917	2644.23	R	R	X	I	I
300000754	1	2015-01-23	6	2015-01-23	\N	100000006	EUR	12515.23	10517	1998.23	N	I	I	I	I
300000755	24	2015-01-24	13	2015-01-24	\N	100000008	EUR	8368.08	7032	1336.08	C	A	S	I	D
300000756	19	2015-01-25	16	2015-01-25	\N	100000003	EUR	6146.19	5164.87	981.32	R	R	X	I	I
300000757	7	2015-01-26	15	2015-01-26	\N	100000004	EUR	5720.31	4806.98	913.33	R	R	X	I	I
300000758	29	2015-01-27	12	2015-01-27	\N	100000009	EUR	4444.17	3734.6	709.57	C	A	S	I	D
300000759	7	2015-01-28	31	2015-01-28	\N	100000000	EUR	3453.38	2902	551.38	P	A	S	I	I
300000760	16	2015-01-29	13	2015-01-29	\N	100000002	EUR	8150.94	6849.53	1301.41	R	R	X	I	I
300000761	19	2015-01-30	8	2015-01-30	\N	100000004	EUR	3040.41	2554.97	485.44	R	R	X	I	I
300000762	18	2015-01-31	7	2015-01-31	\N	100000005	EUR	18986.39	15954.94	3031.45	C	A	S	I	D
300000763	32	2015-02-01	19	2015-02-01	\N	100000006	EUR	23408.49	19671	3737.49	C	A	S	I	D
300000764	32	2015-02-02	29	2015-02-02	\N	100000006	EUR	12515.23	10517	1998.23	N	I	I	I	I
300000765	9	2015-02-03	6	2015-02-03	\N	100000008	EUR	9971.01	8379	1592.01	P	I	C	I	I
300000766	3	2015-02-04	20	2015-02-04	\N	100000004	EUR	1829.01	1536.98	292.03	X	R	X	I	I
300000767	18	2015-02-05	15	2015-02-05	\N	100000005	EUR	5055.11	4247.99	807.12	P	A	S	I	I
300000768	12	2015-02-06	14	2015-02-06	\N	100000002	EUR	2510.26	2109.47	400.79	P	A	C	I	I
300000769	23	2015-02-07	19	2015-02-07	\N	100000009	EUR	3974.12	3339.6	634.52	P	A	C	I	I
300000770	19	2015-02-08	10	2015-02-08	\N	100000000	EUR	10329.2	8680	1649.2	R	R	X	I	I
300000771	24	2015-02-09	29	2015-02-09	\N	100000002	EUR	2153.64	1809.78	343.86	C	A	S	I	D
300000772	21	2015-02-10	33	2015-02-10	\N	100000006	EUR	14276.43	11997	2279.43	N	I	I	I	I
300000773	16	2015-02-11	25	2015-02-11	\N	100000008	EUR	3592.61	3019	573.61	X	R	X	I	I
300000774	2	2015-02-12	13	2015-02-12	\N	100000005	EUR	14640.47	12302.92	2337.55	P	I	C	I	I
300000775	30	2015-02-13	21	2015-02-13	\N	100000003	EUR	16748.33	14074.23	2674.1	N	I	I	I	I
300000776	11	2015-02-14	2	2015-02-14	\N	100000003	EUR	13053.03	10968.94	2084.09	R	R	X	I	I
300000777	13	2015-02-15	14	2015-02-15	\N	100000003	EUR	8555.55	7189.54	1366.01	N	I	I	I	I
300000778	7	2015-02-16	31	2015-02-16	\N	100000008	EUR	4977.77	4183	794.77	R	R	X	I	I
300000779	9	2015-02-17	2	2015-02-17	\N	100000004	EUR	3180.85	2672.98	507.87	N	I	I	I	I
300000780	4	2015-02-18	13	2015-02-18	\N	100000006	EUR	25366.04	21316	4050.04	C	A	S	I	D
300000781	23	2015-02-19	33	2015-02-19	\N	100000004	EUR	3470	2915.97	554.03	R	R	X	I	I
300000782	23	2015-02-20	3	2015-02-20	\N	100000006	EUR	23589.37	19823	3766.37	N	I	I	I	I
300000783	12	2015-02-21	7	2015-02-21	\N	100000009	EUR	4444.17	3734.6	709.57	R	R	X	I	I
300000784	4	2015-02-22	33	2015-02-22	\N	100000000	EUR	3453.38	2902	551.38	R	R	X	I	I
300000785	20	2015-02-23	32	2015-02-23	\N	100000002	EUR	8150.94	6849.53	1301.41	N	I	I	I	I
300000786	3	2015-02-24	12	2015-02-24	\N	100000003	EUR	4372.85	3674.67	698.18	P	A	S	I	I
300000787	21	2015-02-25	29	2015-02-25	\N	100000005	EUR	18986.39	15954.94	3031.45	N	I	I	I	I
300000788	21	2015-02-26	25	2015-02-26	\N	100000006	EUR	23408.49	19671	3737.49	R	R	X	I	I
300000789	33	2015-02-27	15	2015-02-27	\N	100000006	EUR	12515.23	10517	1998.23	R	R	X	I	I
300000790	18	2015-02-28	1	2015-02-28	\N	100000008	EUR	9971.01	8379	1592.01	X	R	X	I	I
300000791	9	2015-02-28	19	2015-02-28	\N	100000004	EUR	1829.01	1536.98	292.03	R	R	X	I	I
300000792	6	2015-03-01	12	2015-03-01	\N	100000002	EUR	3772.29	3169.99	602.3	R	R	X	I	I
300000793	9	2015-03-02	16	2015-03-02	\N	100000005	EUR	3729.42	3133.97	595.45	C	A	S	I	D
300000794	22	2015-03-03	11	2015-03-03	\N	100000009	EUR	4878.64	4099.7	778.94	R	R	X	I	I
300000795	18	2015-03-04	4	2015-03-04	\N	100000000	EUR	9222.5	7750	1472.5	N	I	I	I	I
300000796	33	2015-03-05	15	2015-03-05	\N	100000002	EUR	3986.25	3349.79	636.46	N	I	I	I	I
300000797	19	2015-03-06	19	2015-03-06	\N	100000008	EUR	3334.38	2802	532.38	C	A	S	I	D
300000798	27	2015-03-07	16	2015-03-07	\N	100000006	EUR	15898.4	13360	2538.4	N	I	I	I	I
300000799	22	2015-03-08	9	2015-03-08	\N	100000005	EUR	14320.39	12033.94	2286.45	N	I	I	I	I
300000800	23	2015-03-09	24	2015-03-09	\N	100000026	EUR	19189.94	16126	3063.94	R	R	X	I	I
300000801	18	2015-03-10	4	2015-03-10	\N	100000025	EUR	327367.81	275099	52268.81	N	I	I	I	I
300000802	33	2015-03-11	26	2015-03-11	\N	100000022	EUR	21399.77	17983	3416.77	X	R	X	I	I
300000803	2	2015-03-12	9	2015-03-12	\N	100000024	EUR	72391.27	60833	11558.27	R	R	X	I	I
300000804	20	2015-03-13	15	2015-03-13	\N	100000024	EUR	125233.22	105238	19995.22	N	I	I	I	I
300000805	17	2015-03-14	18	2015-03-14	\N	100000021	EUR	11030.11	9269	1761.11	C	A	S	I	D
300000806	18	2015-03-15	31	2015-03-15	\N	100000023	EUR	35817.81	30099	5718.81	R	R	X	I	I
300000807	25	2015-03-16	17	2015-03-16	\N	100000019	EUR	5488.28	4612	876.28	P	A	S	I	I
300000808	11	2015-03-17	17	2015-03-17	\N	100000026	EUR	12195.12	10248	1947.12	N	I	I	I	I
300000809	20	2015-03-18	4	2015-03-18	\N	100000026	EUR	3505.74	2946	559.74	C	A	S	I	D
300000810	9	2015-03-19	23	2015-03-19	\N	100000025	EUR	297553.55	250045	47508.55	R	R	X	I	I
300000811	32	2015-03-20	33	2015-03-20	\N	100000019	EUR	2898.84	2436	462.84	R	R	X	I	I
300000812	22	2015-03-21	8	2015-03-21	\N	100000022	EUR	27716.29	23291	4425.29	C	A	S	I	D
300000813	30	2015-03-22	27	2015-03-22	\N	100000024	EUR	143791.27	120833	22958.27	N	I	I	I	I
300000814	28	2015-03-23	16	2015-03-23	\N	100000024	EUR	107524.83	90357	17167.83	R	R	X	I	I
300000815	24	2015-03-24	6	2015-03-24	\N	100000021	EUR	14147.91	11889	2258.91	X	R	X	I	I
300000816	26	2015-03-25	20	2015-03-25	\N	100000019	EUR	1652.91	1389	263.91	N	I	I	I	I
300000817	32	2015-03-26	23	2015-03-26	\N	100000022	EUR	5911.92	4968	943.92	N	I	I	I	I
300000818	7	2015-03-27	4	2015-03-27	\N	100000025	EUR	148792.84	125036	23756.84	N	I	I	I	I
300000819	4	2015-03-28	6	2015-03-28	\N	100000026	EUR	5283.6	4440	843.6	X	R	X	I	I
300000820	19	2015-03-29	27	2015-03-29	\N	100000026	EUR	13964.65	11735	2229.65	X	R	X	I	I
300000821	1	2015-03-30	26	2015-03-30	\N	100000025	EUR	119010.71	100009	19001.71	P	A	S	I	I
300000822	19	2015-03-31	5	2015-03-31	\N	100000024	EUR	53974.83	45357	8617.83	N	I	I	I	I
300000823	18	2015-04-01	15	2015-04-01	\N	100000021	EUR	7676.69	6451	1225.69	N	I	I	I	I
300000824	2	2015-04-02	32	2015-04-02	\N	100000022	EUR	22006.67	18493	3513.67	C	A	S	I	D
300000825	29	2015-04-03	30	2015-04-03	\N	100000023	EUR	66745.91	56089	10656.91	C	A	S	I	D
300000826	21	2015-04-04	10	2015-04-04	\N	100000023	EUR	66745.91	56089	10656.91	R	R	X	I	I
300000827	30	2015-04-05	19	2015-04-05	\N	100000023	EUR	42474.67	35693	6781.67	X	R	X	I	I
300000828	33	2015-04-06	17	2015-04-06	\N	100000021	EUR	10558.87	8873	1685.87	R	R	X	I	I
300000829	33	2015-04-07	31	2015-04-07	\N	100000019	EUR	3525.97	2963	562.97	R	R	X	I	I
300000830	31	2015-04-08	7	2015-04-08	\N	100000024	EUR	143791.27	120833	22958.27	R	R	X	I	I
300000831	14	2015-04-09	15	2015-04-09	\N	100000019	EUR	2801.26	2354	447.26	P	I	C	I	I
300000832	3	2015-04-10	14	2015-04-10	\N	100000024	EUR	143791.27	120833	22958.27	C	A	S	I	D
300000833	16	2015-04-11	13	2015-04-11	\N	100000026	EUR	8739.36	7344	1395.36	P	A	S	I	I
300000834	3	2015-04-12	15	2015-04-12	\N	100000026	EUR	6961.5	5850	1111.5	C	A	S	I	D
300000835	14	2015-04-13	21	2015-04-13	\N	100000025	EUR	148857.1	125090	23767.1	N	I	I	I	I
300000836	25	2015-04-14	20	2015-04-14	\N	100000023	EUR	24271.24	20396	3875.24	X	R	X	I	I
300000837	16	2015-04-15	17	2015-04-15	\N	100000022	EUR	30368.8	25520	4848.8	N	I	I	I	I
300000838	13	2015-04-16	3	2015-04-16	\N	100000024	EUR	126082.88	105952	20130.88	R	R	X	I	I
300000839	24	2015-04-17	31	2015-04-17	\N	100000024	EUR	54399.66	45714	8685.66	C	A	S	I	D
300000840	32	2015-04-18	18	2015-04-18	\N	100000021	EUR	15471.19	13001	2470.19	P	A	S	I	I
300000841	33	2015-04-19	19	2015-04-19	\N	100000019	EUR	1970.64	1656	314.64	C	A	S	I	D
300000842	32	2015-04-20	18	2015-04-20	\N	100000025	EUR	29771.42	25018	4753.42	R	R	X	I	I
300000843	9	2015-04-21	15	2015-04-21	\N	100000022	EUR	12430.74	10446	1984.74	C	A	S	I	D
300000844	16	2015-04-22	26	2015-04-22	\N	100000026	EUR	12186.79	10241	1945.79	C	A	S	I	D
300000845	5	2015-04-23	18	2015-04-23	\N	100000026	EUR	13964.65	11735	2229.65	N	I	I	I	I
300000846	26	2015-04-24	26	2015-04-24	\N	100000025	EUR	119010.71	100009	19001.71	C	A	S	I	D
300000847	29	2015-04-25	24	2015-04-25	\N	100000021	EUR	4676.7	3930	746.7	R	R	X	I	I
300000848	32	2015-04-26	6	2015-04-26	\N	100000024	EUR	89816.44	75476	14340.44	N	I	I	I	I
300000849	23	2015-04-27	30	2015-04-27	\N	100000022	EUR	30166.5	25350	4816.5	R	R	X	I	I
300000850	28	2015-04-28	11	2015-04-28	\N	100000012	EUR	12209.4	10260	1949.4	X	R	X	I	I
300000851	1	2015-04-29	17	2015-04-29	\N	100000011	EUR	8491.12	7135.4	1355.72	C	A	S	I	D
300000852	28	2015-04-30	32	2015-04-30	\N	100000015	EUR	2346.68	1972	374.68	C	A	S	I	D
300000853	23	2015-05-01	6	2015-05-01	\N	100000013	EUR	5933.58	4986.2	947.38	X	R	X	I	I
300000854	17	2015-05-02	26	2015-05-02	\N	100000013	EUR	5928.1	4981.6	946.5	P	A	C	I	I
300000855	29	2015-05-03	5	2015-05-03	\N	100000014	EUR	9080.89	7631	1449.89	R	R	X	I	I
300000856	9	2015-05-04	24	2015-05-04	\N	100000016	EUR	10253.04	8616	1637.04	C	A	S	I	D
300000857	4	2015-05-05	2	2015-05-05	\N	100000017	EUR	7275.66	6114	1161.66	X	R	X	I	I
300000858	24	2015-05-06	24	2015-05-06	\N	100000018	EUR	4551.75	3825	726.75	N	I	I	I	I
300000859	24	2015-05-07	21	2015-05-07	\N	100000012	EUR	3148.74	2646	502.74	C	A	S	I	D
300000860	33	2015-05-08	1	2015-05-08	\N	100000011	EUR	4955.51	4164.3	791.21	R	R	X	I	I
300000861	17	2015-05-09	2	2015-05-09	\N	100000017	EUR	4131.68	3472	659.68	C	A	S	I	D
300000862	26	2015-05-10	14	2015-05-10	\N	100000015	EUR	3420.06	2874	546.06	R	R	X	I	I
300000863	6	2015-05-11	13	2015-05-11	\N	100000013	EUR	9608.29	8074.2	1534.09	C	A	S	I	D
300000864	33	2015-05-12	1	2015-05-12	\N	100000013	EUR	6536.55	5492.9	1043.65	R	R	X	I	I
300000865	31	2015-05-13	32	2015-05-13	\N	100000014	EUR	10980.13	9227	1753.13	P	A	C	I	I
300000866	33	2015-05-14	33	2015-05-14	\N	100000017	EUR	3996.02	3358	638.02	N	I	I	I	I
300000867	26	2015-05-15	28	2015-05-15	\N	100000015	EUR	49.98	42	7.98	C	A	S	I	D
300000868	3	2015-05-16	29	2015-05-16	\N	100000011	EUR	2343.94	1969.7	374.24	P	A	S	I	I
300000869	33	2015-05-17	17	2015-05-17	\N	100000018	EUR	2595.39	2181	414.39	N	I	I	I	I
300000870	25	2015-05-18	17	2015-05-18	\N	100000012	EUR	9107.07	7653	1454.07	N	I	I	I	I
300000871	6	2015-05-19	18	2015-05-19	\N	100000011	EUR	1514.63	1272.8	241.83	R	R	X	I	I
300000872	26	2015-05-20	3	2015-05-20	\N	100000013	EUR	4288.64	3603.9	684.74	R	R	X	I	I
300000873	29	2015-05-21	16	2015-05-21	\N	100000014	EUR	4272.1	3590	682.1	C	A	S	I	D
300000874	26	2015-05-22	15	2015-05-22	\N	100000015	EUR	2446.64	2056	390.64	C	A	S	I	D
300000875	17	2015-05-23	30	2015-05-23	\N	100000016	EUR	19189.94	16126	3063.94	N	I	I	I	I
300000876	19	2015-05-24	22	2015-05-24	\N	100000016	EUR	19189.94	16126	3063.94	R	R	X	I	I
300000877	30	2015-05-25	12	2015-05-25	\N	100000016	EUR	12211.78	10262	1949.78	N	I	I	I	I
300000878	31	2015-05-26	16	2015-05-26	\N	100000014	EUR	8752.45	7355	1397.45	X	R	X	I	I
300000879	9	2015-05-27	6	2015-05-27	\N	100000017	EUR	2291.94	1926	365.94	P	A	C	I	I
300000880	23	2015-05-28	7	2015-05-28	\N	100000013	EUR	11640.81	9782.2	1858.61	R	R	X	I	I
300000881	15	2015-05-29	2	2015-05-29	\N	100000017	EUR	5971.42	5018	953.42	C	A	S	I	D
300000882	16	2015-05-30	25	2015-05-30	\N	100000013	EUR	9401.11	7900.1	1501.01	C	A	S	I	D
300000883	25	2015-05-31	10	2015-05-31	\N	100000018	EUR	3573.57	3003	570.57	P	I	C	I	I
300000884	1	2015-06-01	26	2015-06-01	\N	100000012	EUR	3148.74	2646	502.74	X	R	X	I	I
300000885	10	2015-06-02	15	2015-06-02	\N	100000011	EUR	7783.31	6540.6	1242.71	P	A	C	I	I
300000886	7	2015-06-03	8	2015-06-03	\N	100000016	EUR	6978.16	5864	1114.16	X	R	X	I	I
300000887	29	2015-06-04	8	2015-06-04	\N	100000015	EUR	3420.06	2874	546.06	C	A	S	I	D
300000888	2	2015-06-05	8	2015-06-05	\N	100000013	EUR	9608.29	8074.2	1534.09	X	R	X	I	I
300000889	1	2015-06-06	10	2015-06-06	\N	100000013	EUR	6536.55	5492.9	1043.65	X	R	X	I	I
300000890	10	2015-06-07	26	2015-06-07	\N	100000014	EUR	10980.13	9227	1753.13	P	A	S	I	I
300000891	33	2015-06-08	29	2015-06-08	\N	100000017	EUR	3996.02	3358	638.02	X	R	X	I	I
300000892	24	2015-06-09	4	2015-06-09	\N	100000011	EUR	1909.83	1604.9	304.93	P	A	C	I	I
300000893	8	2015-06-10	11	2015-06-10	\N	100000015	EUR	2708.44	2276	432.44	C	A	S	I	D
300000894	17	2015-06-11	21	2015-06-11	\N	100000018	EUR	2990.47	2513	477.47	P	I	C	I	I
300000895	9	2015-06-12	10	2015-06-12	\N	100000012	EUR	9399.81	7899	1500.81	R	R	X	I	I
300000896	8	2015-06-13	13	2015-06-13	\N	100000011	EUR	2191.74	1841.8	349.94	N	I	I	I	I
300000897	15	2015-06-14	16	2015-06-14	\N	100000014	EUR	6379.59	5361	1018.59	X	R	X	I	I
300000898	19	2015-06-15	20	2015-06-15	\N	100000013	EUR	4704.66	3953.5	751.16	N	I	I	I	I
300000899	7	2015-06-16	14	2015-06-16	\N	100000015	EUR	3320.1	2790	530.1	P	A	C	I	I
300000900	5	2015-06-17	24	2015-06-17	\N	100000028	EUR	11951.17	10043	1908.17	R	R	X	I	I
300000901	14	2015-06-18	19	2015-06-18	\N	100000030	EUR	19844.44	16676	3168.44	N	I	I	I	I
300000902	32	2015-06-19	21	2015-06-19	\N	100000031	EUR	6676.5	5610.5	1066	P	I	S	I	I
300000903	29	2015-06-20	7	2015-06-20	\N	100000032	EUR	4589.84	3857	732.84	C	A	S	I	D
300000904	3	2015-06-21	26	2015-06-21	\N	100000032	EUR	1335.78	1122.5	213.28	C	A	S	I	D
300000905	17	2015-06-22	26	2015-06-22	\N	100000033	EUR	1552.36	1304.5	247.86	N	I	I	I	I
300000906	9	2015-06-23	14	2015-06-23	\N	100000034	EUR	5854.8	4920	934.8	X	R	X	I	I
300000907	30	2015-06-24	13	2015-06-24	\N	100000035	EUR	1123.71	944.3	179.41	P	A	S	I	I
300000908	25	2015-06-25	8	2015-06-25	\N	100000027	EUR	7225.68	6072	1153.68	N	I	I	I	I
300000909	33	2015-06-26	5	2015-06-26	\N	100000028	EUR	4312.56	3624	688.56	C	A	S	I	D
300000910	11	2015-06-27	20	2015-06-27	\N	100000030	EUR	9174.9	7710	1464.9	P	I	S	I	I
300000911	3	2015-06-28	2	2015-06-28	\N	100000035	EUR	604.04	507.6	96.44	N	I	I	I	I
300000912	20	2015-06-29	20	2015-06-29	\N	100000031	EUR	9534.88	8012.5	1522.38	C	A	S	I	D
300000913	13	2015-06-30	3	2015-06-30	\N	100000032	EUR	4606.5	3871	735.5	R	R	X	I	I
300000914	21	2015-07-01	8	2015-07-01	\N	100000032	EUR	1984.93	1668	316.93	C	A	S	I	D
300000915	2	2015-07-02	19	2015-07-02	\N	100000033	EUR	1941.5	1631.5	310	N	I	I	I	I
300000916	10	2015-07-03	5	2015-07-03	\N	100000035	EUR	404.12	339.6	64.52	P	A	S	I	I
300000917	30	2015-07-04	28	2015-07-04	\N	100000031	EUR	956.76	804	152.76	C	A	S	I	D
300000918	28	2015-07-05	32	2015-07-05	\N	100000030	EUR	7247.1	6090	1157.1	C	A	S	I	D
300000919	22	2015-07-06	21	2015-07-06	\N	100000027	EUR	12880.56	10824	2056.56	C	A	S	I	D
300000920	12	2015-07-07	29	2015-07-07	\N	100000028	EUR	9761.57	8203	1558.57	P	A	S	I	I
300000921	11	2015-07-08	32	2015-07-08	\N	100000030	EUR	1896.86	1594	302.86	P	I	S	I	I
300000922	19	2015-07-09	7	2015-07-09	\N	100000032	EUR	1972.43	1657.5	314.93	R	R	X	I	I
300000923	11	2015-07-10	3	2015-07-10	\N	100000033	EUR	782.43	657.5	124.93	P	I	C	I	I
300000924	18	2015-07-11	7	2015-07-11	\N	100000031	EUR	9528.94	8007.5	1521.44	X	R	X	I	I
300000925	3	2015-07-12	2	2015-07-12	\N	100000034	EUR	12042.8	10120	1922.8	P	I	S	I	I
300000926	13	2015-07-13	2	2015-07-13	\N	100000034	EUR	12042.8	10120	1922.8	R	R	X	I	I
300000927	10	2015-07-14	20	2015-07-14	\N	100000034	EUR	7663.6	6440	1223.6	X	R	X	I	I
300000928	6	2015-07-15	10	2015-07-15	\N	100000033	EUR	790.77	664.5	126.27	P	A	S	I	I
300000929	10	2015-07-16	27	2015-07-16	\N	100000035	EUR	635.22	533.8	101.42	R	R	X	I	I
300000930	6	2015-07-17	11	2015-07-17	\N	100000032	EUR	4606.5	3871	735.5	R	R	X	I	I
300000931	26	2015-07-18	1	2015-07-18	\N	100000035	EUR	484.21	406.9	77.31	P	I	C	I	I
300000932	8	2015-07-19	18	2015-07-19	\N	100000032	EUR	4606.5	3871	735.5	R	R	X	I	I
300000933	30	2015-07-20	32	2015-07-20	\N	100000027	EUR	10053.12	8448	1605.12	N	I	I	I	I
300000934	24	2015-07-21	1	2015-07-21	\N	100000028	EUR	2206.26	1854	352.26	P	I	S	I	I
300000935	27	2015-07-22	10	2015-07-22	\N	100000030	EUR	17885.7	15030	2855.7	C	A	S	I	D
300000936	26	2015-07-23	20	2015-07-23	\N	100000034	EUR	4379.2	3680	699.2	C	A	S	I	D
300000937	10	2015-07-24	5	2015-07-24	\N	100000031	EUR	8587.05	7216	1371.05	R	R	X	I	I
300000938	6	2015-07-25	26	2015-07-25	\N	100000032	EUR	5255.64	4416.5	839.14	R	R	X	I	I
300000939	31	2015-07-26	2	2015-07-26	\N	100000032	EUR	3932.37	3304.5	627.87	R	R	X	I	I
300000940	21	2015-07-27	1	2015-07-27	\N	100000033	EUR	1755.26	1475	280.26	N	I	I	I	I
300000941	33	2015-07-28	28	2015-07-28	\N	100000035	EUR	350.93	294.9	56.03	X	R	X	I	I
300000942	19	2015-07-29	20	2015-07-29	\N	100000030	EUR	3577.14	3006	571.14	C	A	S	I	D
300000943	7	2015-07-30	19	2015-07-30	\N	100000031	EUR	4765.96	4005	760.96	X	R	X	I	I
300000944	7	2015-07-31	28	2015-07-31	\N	100000027	EUR	5798.87	4873	925.87	X	R	X	I	I
300000945	9	2015-08-01	9	2015-08-01	\N	100000028	EUR	9761.57	8203	1558.57	R	R	X	I	I
300000946	10	2015-08-02	11	2015-08-02	\N	100000030	EUR	1896.86	1594	302.86	C	A	S	I	D
300000947	26	2015-08-03	22	2015-08-03	\N	100000033	EUR	583.7	490.5	93.2	N	I	I	I	I
300000948	4	2015-08-04	15	2015-08-04	\N	100000032	EUR	2634.07	2213.5	420.57	R	R	X	I	I
300000949	14	2015-08-05	17	2015-08-05	\N	100000031	EUR	7636.24	6417	1219.24	R	R	X	I	I
300000950	21	2015-08-06	2	2015-08-06	\N	100000044	EUR	11689.24	9822.89	1866.35	R	R	X	I	I
300000951	30	2015-08-07	31	2015-08-07	\N	100000036	EUR	4983.37	4187.7	795.67	X	R	X	I	I
300000952	18	2015-08-08	33	2015-08-08	\N	100000038	EUR	724.71	609	115.71	X	R	X	I	I
300000953	25	2015-08-09	30	2015-08-09	\N	100000037	EUR	1872.82	1573.8	299.02	C	A	S	I	D
300000954	2	2015-08-10	32	2015-08-10	\N	100000037	EUR	1240.46	1042.4	198.06	C	A	S	I	D
300000955	13	2015-08-11	9	2015-08-11	\N	100000042	EUR	12794.88	10752	2042.88	N	I	I	I	I
300000956	26	2015-08-12	5	2015-08-12	\N	100000044	EUR	1294.71	1087.99	206.72	C	A	S	I	D
300000957	14	2015-08-13	5	2015-08-13	\N	100000041	EUR	2645.37	2223	422.37	P	I	S	I	I
300000958	7	2015-08-14	30	2015-08-14	\N	100000043	EUR	16526.72	13888	2638.72	N	I	I	I	I
300000959	16	2015-08-15	22	2015-08-15	\N	100000044	EUR	4157.82	3493.96	663.86	N	I	I	I	I
300000960	18	2015-08-16	6	2015-08-16	\N	100000036	EUR	2751.29	2312	439.29	R	R	X	I	I
300000961	29	2015-08-17	9	2015-08-17	\N	100000041	EUR	1423.24	1196	227.24	R	R	X	I	I
300000962	30	2015-08-18	31	2015-08-18	\N	100000038	EUR	1006.74	846	160.74	R	R	X	I	I
300000963	25	2015-08-19	15	2015-08-19	\N	100000037	EUR	2354.54	1978.6	375.94	X	R	X	I	I
300000964	10	2015-08-20	15	2015-08-20	\N	100000037	EUR	1318.76	1108.2	210.56	R	R	X	I	I
300000965	14	2015-08-21	30	2015-08-21	\N	100000042	EUR	16148.3	13570	2578.3	R	R	X	I	I
300000966	30	2015-08-22	7	2015-08-22	\N	100000041	EUR	959.14	806	153.14	X	R	X	I	I
300000967	14	2015-08-23	31	2015-08-23	\N	100000038	EUR	132.09	111	21.09	C	A	S	I	D
300000968	29	2015-08-24	10	2015-08-24	\N	100000036	EUR	1909.36	1604.5	304.86	P	I	C	I	I
300000969	7	2015-08-25	2	2015-08-25	\N	100000043	EUR	12623.52	10608	2015.52	C	A	S	I	D
300000970	18	2015-08-26	5	2015-08-26	\N	100000044	EUR	9517.53	7997.91	1519.62	P	I	S	I	I
300000971	33	2015-08-27	5	2015-08-27	\N	100000036	EUR	744.71	625.8	118.91	N	I	I	I	I
300000972	9	2015-08-28	32	2015-08-28	\N	100000037	EUR	957.47	804.6	152.87	X	R	X	I	I
300000973	14	2015-08-29	20	2015-08-29	\N	100000042	EUR	7325.64	6156	1169.64	P	A	C	I	I
300000974	24	2015-08-30	25	2015-08-30	\N	100000038	EUR	949.62	798	151.62	X	R	X	I	I
300000975	2	2015-08-31	26	2015-08-31	\N	100000044	EUR	11689.25	9822.89	1866.36	P	I	S	I	I
300000976	7	2015-09-01	9	2015-09-01	\N	100000044	EUR	11689.24	9822.89	1866.35	P	I	C	I	I
300000977	10	2015-09-02	12	2015-09-02	\N	100000044	EUR	7438.62	6250.93	1187.69	C	A	S	I	D
300000978	10	2015-09-03	26	2015-09-03	\N	100000042	EUR	8563.24	7196	1367.24	X	R	X	I	I
300000979	27	2015-09-04	22	2015-09-04	\N	100000041	EUR	1485.12	1248	237.12	P	A	S	I	I
300000980	7	2015-09-05	4	2015-09-05	\N	100000037	EUR	2354.54	1978.6	375.94	P	A	S	I	I
300000981	20	2015-09-06	10	2015-09-06	\N	100000041	EUR	1129.31	949	180.31	C	A	S	I	D
300000982	19	2015-09-07	20	2015-09-07	\N	100000037	EUR	2354.54	1978.6	375.94	N	I	I	I	I
300000983	13	2015-09-08	6	2015-09-08	\N	100000043	EUR	14575.12	12248	2327.12	X	R	X	I	I
300000984	33	2015-09-09	10	2015-09-09	\N	100000044	EUR	2218.14	1863.98	354.16	C	A	S	I	D
300000985	4	2015-09-10	10	2015-09-10	\N	100000036	EUR	4044.22	3398.5	645.72	X	R	X	I	I
300000986	29	2015-09-11	2	2015-09-11	\N	100000044	EUR	4250.63	3571.96	678.67	R	R	X	I	I
300000987	20	2015-09-12	3	2015-09-12	\N	100000038	EUR	960.33	807	153.33	R	R	X	I	I
300000988	8	2015-09-13	2	2015-09-13	\N	100000037	EUR	2432.84	2044.4	388.44	P	A	S	I	I
300000989	23	2015-09-14	27	2015-09-14	\N	100000037	EUR	1553.67	1305.6	248.07	C	A	S	I	D
300000990	16	2015-09-15	17	2015-09-15	\N	100000042	EUR	15709.19	13201	2508.19	X	R	X	I	I
300000991	22	2015-09-16	25	2015-09-16	\N	100000041	EUR	819.91	689	130.91	P	A	S	I	I
300000992	12	2015-09-17	20	2015-09-17	\N	100000036	EUR	808.84	679.7	129.14	R	R	X	I	I
300000993	15	2015-09-18	3	2015-09-18	\N	100000038	EUR	489.09	411	78.09	C	A	S	I	D
300000994	24	2015-09-19	4	2015-09-19	\N	100000043	EUR	15718.71	13209	2509.71	N	I	I	I	I
300000995	27	2015-09-20	32	2015-09-20	\N	100000044	EUR	9517.53	7997.91	1519.62	X	R	X	I	I
300000996	13	2015-09-21	22	2015-09-21	\N	100000036	EUR	744.71	625.8	118.91	N	I	I	I	I
300000997	29	2015-09-22	29	2015-09-22	\N	100000042	EUR	5030.13	4227	803.13	C	A	S	I	D
300000998	28	2015-09-23	24	2015-09-23	\N	100000037	EUR	1397.06	1174	223.06	N	I	I	I	I
300000999	20	2015-09-24	5	2015-09-24	\N	100000038	EUR	885.36	744	141.36	N	I	I	I	I
\.

COPY purchase_order_items (purchase_order_id, purchase_order_item, product_id, note_id, currency, gross_amount, net_amount, tax_amount, quantity, quantity_unit, delivery_date) FROM stdin;
300000000	10	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-05-07
300000000	20	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-09-05
300000000	30	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-08-06
300000000	40	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-11-02
300000000	50	HT-1091	\N	EUR	92.82	78	14.82	3	EA	2015-09-11
300000000	60	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-03-14
300000000	70	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-06-21
300000000	80	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-06-27
300000000	90	HT-6100	\N	EUR	1674.33	1407	267.33	3	EA	2015-04-09
300000000	100	HT-1000	\N	EUR	3412.92	2868	544.92	3	EA	2015-04-20
300000001	10	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-05-04
300000001	20	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2015-07-15
300000001	30	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-06-29
300000001	40	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-03-25
300000001	50	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-05-20
300000001	60	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2014-12-26
300000001	70	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-11-19
300000001	80	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-01-22
300000001	90	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-11-09
300000001	100	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-07-05
300000002	10	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-03-29
300000002	20	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-03-23
300000002	30	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-12-09
300000002	40	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-04-22
300000002	50	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-09-03
300000002	60	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-06-14
300000002	70	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2015-02-18
300000002	80	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-05-03
300000003	10	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-05-27
300000003	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-12-19
300000003	30	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2014-12-10
300000003	40	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-04-01
300000003	50	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-05-12
300000004	10	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-11-10
300000004	20	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-07-30
300000004	30	HT-1603	\N	JPY	4046	3400	646	2	EA	2015-10-11
300000004	40	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2014-12-24
300000004	50	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-01-24
300000005	10	HT-1601	\N	MXN	1071	900	171	1	EA	2015-10-02
300000005	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-12-11
300000005	30	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-10-08
300000005	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-07-24
300000005	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-08-27
300000005	60	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-10-05
300000005	70	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-05-10
300000006	10	HT-1003	\N	EUR	5890.5	4950	940.5	3	EA	2015-02-08
300000006	20	HT-1101	\N	EUR	95.08	79.9	15.18	1	EA	2015-12-04
300000006	30	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-05-10
300000007	10	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-06-28
300000007	20	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-11-01
300000007	30	HT-2001	\N	USD	535.49	449.99	85.5	1	EA	2015-08-03
300000007	40	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-08-30
300000007	50	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-08-07
300000007	60	HT-2001	\N	USD	535.49	449.99	85.5	1	EA	2015-06-17
300000007	70	HT-1007	\N	USD	1781.43	1497	284.43	3	EA	2015-05-01
300000007	80	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-09-07
300000008	10	HT-1600	\N	ARS	1428	1200	228	2	EA	2015-11-08
300000008	20	HT-1022	\N	ARS	487.9	410	77.9	2	EA	2015-07-12
300000008	30	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-05-16
300000008	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-05-30
300000008	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-10-11
300000008	60	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-11-04
300000009	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-05-03
300000009	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-11-11
300000009	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-02-21
300000010	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2014-12-21
300000010	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-05-15
300000010	30	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2014-12-18
300000010	40	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-08-14
300000010	50	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-03-29
300000010	60	HT-1100	\N	USD	106.98	89.9	17.08	1	EA	2015-02-28
300000010	70	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-02-23
300000011	10	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-06-04
300000011	20	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-11-19
300000011	30	HT-2001	\N	USD	1606.46	1349.97	256.49	3	EA	2015-06-13
300000011	40	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-11-28
300000012	10	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-06-01
300000012	20	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-10-02
300000012	30	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-07-09
300000012	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-12-10
300000012	50	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-01-13
300000012	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-06-24
300000012	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-09-23
300000012	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-12-16
300000012	90	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-07-23
300000013	10	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2014-12-13
300000013	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-12-03
300000013	30	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-02-26
300000013	40	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-09-10
300000013	50	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-04-04
300000013	60	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-06-18
300000013	70	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2014-12-09
300000014	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-04-24
300000014	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-07-15
300000014	30	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-07-17
300000014	40	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-06-01
300000014	50	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-06-06
300000014	60	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-10-17
300000015	10	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-07-01
300000015	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-11-28
300000015	30	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-03-03
300000015	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-07-12
300000015	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-09-13
300000015	60	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-05-25
300000015	70	HT-1601	\N	MXN	2142	1800	342	2	EA	2015-06-07
300000015	80	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-05-29
300000015	90	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-10-06
300000016	10	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-04-20
300000016	20	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-02-05
300000016	30	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-03-14
300000017	10	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2014-12-10
300000017	20	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-04-04
300000018	10	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-08-01
300000018	20	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-07-21
300000018	30	HT-1002	\N	USD	1868.3	1570	298.3	1	EA	2015-05-13
300000018	40	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2014-12-09
300000019	10	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-01-29
300000019	20	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-04-10
300000019	30	HT-1107	\N	ARS	106.74	89.7	17.04	3	EA	2015-12-09
300000019	40	HT-1600	\N	ARS	714	600	114	1	EA	2015-07-14
300000019	50	HT-1022	\N	ARS	731.85	615	116.85	3	EA	2015-01-23
300000019	60	HT-1107	\N	ARS	35.58	29.9	5.68	1	EA	2015-05-09
300000020	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-09-23
300000020	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-12-23
300000020	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-08-17
300000020	40	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-04-28
300000020	50	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-01-30
300000020	60	HT-1091	\N	EUR	30.94	26	4.94	1	EA	2015-11-22
300000020	70	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2014-12-24
300000020	80	HT-1000	\N	EUR	3412.92	2868	544.92	3	EA	2015-10-14
300000020	90	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-11-16
300000021	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-08-06
300000021	20	HT-1002	\N	USD	1868.3	1570	298.3	1	EA	2015-03-16
300000021	30	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-03-31
300000022	10	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-07-07
300000022	20	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-10-19
300000023	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-11-07
300000023	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-02-22
300000023	30	HT-1021	\N	MXN	177.31	149	28.31	1	EA	2015-06-18
300000023	40	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2014-12-15
300000024	10	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-05-18
300000024	20	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-09-13
300000024	30	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-10-31
300000024	40	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-12-18
300000024	50	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-09-28
300000024	60	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-07-21
300000024	70	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-11-03
300000025	10	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-01-18
300000025	20	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-03-30
300000025	30	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-11-20
300000025	40	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-08-02
300000025	50	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-04-28
300000025	60	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-08-04
300000025	70	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-05-16
300000025	80	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-08-28
300000025	90	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-09-02
300000025	100	HT-1003	\N	EUR	5890.5	4950	940.5	3	EA	2015-06-21
300000026	10	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-10-30
300000026	20	HT-2025	\N	EUR	53.54	44.99	8.55	1	EA	2015-12-29
300000026	30	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-01-16
300000026	40	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-02-08
300000026	50	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-04-23
300000026	60	HT-1003	\N	EUR	3927	3300	627	2	EA	2014-12-04
300000026	70	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-09-16
300000026	80	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-06-28
300000026	90	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-07-27
300000026	100	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-08-02
300000027	10	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-01-11
300000027	20	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-03-05
300000027	30	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-03-09
300000027	40	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-08-26
300000027	50	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-05-05
300000027	60	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-06-07
300000027	70	HT-2025	\N	EUR	53.54	44.99	8.55	1	EA	2015-03-18
300000027	80	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-01-27
300000028	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-05-14
300000028	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-05-23
300000028	30	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-03-26
300000028	40	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2014-12-08
300000028	50	HT-1601	\N	MXN	1071	900	171	1	EA	2015-04-02
300000029	10	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2014-12-07
300000029	20	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-12-22
300000029	30	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-03-08
300000029	40	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-08-03
300000029	50	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-01-11
300000030	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-06-03
300000030	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-03-15
300000030	30	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-07-03
300000030	40	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-08-19
300000030	50	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-05-30
300000030	60	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-10-03
300000030	70	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-03-24
300000031	10	HT-1007	\N	USD	1781.43	1497	284.43	3	EA	2015-05-23
300000031	20	HT-1102	\N	USD	82.11	69	13.11	1	EA	2014-12-24
300000031	30	HT-2001	\N	USD	1606.46	1349.97	256.49	3	EA	2015-10-28
300000032	10	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-09-20
300000032	20	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-09-08
300000032	30	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-08-12
300000032	40	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-05-31
300000032	50	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-11-17
300000032	60	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-01-09
300000032	70	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-10-28
300000032	80	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-12-14
300000033	10	HT-1600	\N	ARS	1428	1200	228	2	EA	2015-08-18
300000033	20	HT-1022	\N	ARS	487.9	410	77.9	2	EA	2015-07-23
300000033	30	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-07-11
300000033	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-05-17
300000033	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-07-22
300000033	60	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-08-15
300000034	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-11-13
300000034	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-11-02
300000034	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-11-15
300000035	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-10-03
300000035	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-09-11
300000035	30	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-05-21
300000035	40	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-01-22
300000035	50	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-05-30
300000035	60	HT-1100	\N	USD	106.98	89.9	17.08	1	EA	2015-09-28
300000035	70	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-10-02
300000036	10	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-02-28
300000036	20	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2014-12-07
300000036	30	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-01-30
300000036	40	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-02-23
300000037	10	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2014-12-13
300000037	20	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-07-01
300000037	30	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-04-05
300000037	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2014-12-10
300000037	50	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-06-07
300000037	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-07-16
300000037	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-01-05
300000037	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-10-29
300000037	90	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-10-05
300000038	10	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-08-18
300000038	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-01-09
300000038	30	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-04-24
300000038	40	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-12-28
300000038	50	HT-1603	\N	JPY	6069	5100	969	3	EA	2014-12-26
300000038	60	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-01-02
300000038	70	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2014-12-19
300000039	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-10-15
300000039	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-10-05
300000039	30	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-10-08
300000039	40	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-12-26
300000039	50	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-12-23
300000039	60	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-03-01
300000040	10	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-10-12
300000040	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-05-23
300000040	30	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-12-05
300000040	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-12-31
300000040	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-09-01
300000040	60	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-11-11
300000040	70	HT-1601	\N	MXN	2142	1800	342	2	EA	2015-06-28
300000040	80	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-06-30
300000040	90	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-02-21
300000041	10	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-03-30
300000041	20	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-09-22
300000041	30	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-04-17
300000042	10	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2015-03-24
300000042	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-07-21
300000043	10	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-01-06
300000043	20	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-01-24
300000043	30	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-12-21
300000043	40	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-01-25
300000044	10	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-05-19
300000044	20	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-10-07
300000044	30	HT-1107	\N	ARS	106.74	89.7	17.04	3	EA	2015-04-03
300000044	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-05-07
300000044	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-03-18
300000045	10	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-07-17
300000045	20	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-10-31
300000045	30	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-08-15
300000045	40	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-09-03
300000045	50	HT-6100	\N	EUR	558.11	469	89.11	1	EA	2015-11-08
300000045	60	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2014-12-09
300000045	70	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-05-29
300000045	80	HT-6100	\N	EUR	1674.33	1407	267.33	3	EA	2015-01-27
300000045	90	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-08-21
300000046	10	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-12-02
300000046	20	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2015-09-28
300000046	30	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2014-12-14
300000047	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-09-16
300000047	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-08-23
300000048	10	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-04-30
300000048	20	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-10-15
300000048	30	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-08-27
300000048	40	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-12-22
300000049	10	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-02-26
300000049	20	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-07-31
300000049	30	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2014-12-23
300000049	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-11-01
300000049	50	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2015-11-09
300000049	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-02-17
300000049	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-06-17
300000049	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-08-18
300000050	10	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-05-02
300000050	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-01-09
300000050	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-08-25
300000050	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-04-21
300000050	50	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-09-10
300000050	60	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-08-18
300000050	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-03-21
300000050	80	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-11-04
300000050	90	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-09-29
300000050	100	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-10-19
300000051	10	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-09-10
300000051	20	HT-1502	\N	EUR	29750	25000	4750	1	EA	2014-12-23
300000051	30	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-06-21
300000051	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-02-22
300000051	50	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-02-19
300000051	60	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-02-01
300000051	70	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-04-27
300000051	80	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-05-18
300000051	90	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-11-06
300000051	100	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-07-25
300000052	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-10-19
300000052	20	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-06-24
300000052	30	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-05-24
300000052	40	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-02-07
300000052	50	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-07-28
300000052	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-01-19
300000052	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-01-08
300000052	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-12-17
300000053	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-02-02
300000053	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-07-14
300000053	30	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-11-12
300000053	40	HT-1501	\N	JPY	17850	15000	2850	1	EA	2014-12-17
300000053	50	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-03-08
300000054	10	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-01-19
300000054	20	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-10-06
300000054	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-05-22
300000054	40	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-10-07
300000054	50	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-02-01
300000055	10	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-05-18
300000055	20	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-01-01
300000055	30	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-05-12
300000055	40	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-05-14
300000055	50	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-05-25
300000055	60	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-02-27
300000055	70	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-05-24
300000056	10	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-03-30
300000056	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-02-28
300000056	30	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-05-18
300000057	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-05-04
300000057	20	HT-1120	\N	EUR	928.2	780	148.2	3	EA	2015-11-09
300000057	30	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-05-05
300000057	40	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2015-10-19
300000057	50	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-06-29
300000057	60	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2014-12-09
300000057	70	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-03-07
300000057	80	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-02-06
300000058	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-12-27
300000058	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-10-24
300000058	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-04-28
300000058	40	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-10-30
300000058	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-06-29
300000058	60	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-11-09
300000059	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-03-02
300000059	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-10-25
300000059	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-10-12
300000060	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-05-31
300000060	20	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-10-23
300000060	30	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-03-20
300000060	40	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-02-01
300000060	50	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-10-07
300000060	60	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-02-01
300000060	70	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-07-10
300000061	10	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-07-24
300000061	20	HT-1120	\N	EUR	928.2	780	148.2	3	EA	2015-02-25
300000061	30	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-01-09
300000061	40	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-12-16
300000062	10	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-05-31
300000062	20	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-07-17
300000062	30	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2014-12-19
300000062	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-09-24
300000062	50	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-03-30
300000062	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-11-02
300000062	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-07-23
300000062	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-08-30
300000062	90	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-12-09
300000063	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-06-28
300000063	20	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-08-11
300000063	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-06-12
300000063	40	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-04-19
300000063	50	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-02-16
300000063	60	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-06-28
300000063	70	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-09-16
300000064	10	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-07-08
300000064	20	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-11-07
300000064	30	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-09-22
300000064	40	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-06-05
300000064	50	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-12-22
300000064	60	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-12-31
300000065	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-03-11
300000065	20	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-04-07
300000065	30	HT-1051	\N	USD	117.81	99	18.81	1	EA	2014-12-20
300000065	40	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-12-31
300000065	50	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-02-13
300000065	60	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-04-03
300000065	70	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-02-24
300000065	80	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-12-20
300000065	90	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-04-15
300000066	10	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2015-02-16
300000066	20	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-05-01
300000066	30	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2014-12-07
300000067	10	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-05-02
300000067	20	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-04-30
300000068	10	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-12-31
300000068	20	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-10-27
300000068	30	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-02-04
300000068	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-01-05
300000069	10	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-02-10
300000069	20	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-05-30
300000069	30	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-03-23
300000069	40	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-01-13
300000069	50	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-08-08
300000069	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-06-08
300000070	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-08-26
300000070	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-05-01
300000070	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-04-12
300000070	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-04-18
300000070	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-08-18
300000070	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-02-07
300000070	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-06-13
300000070	80	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-12-08
300000070	90	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-09-05
300000071	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-08-12
300000071	20	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-03-24
300000071	30	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-11-02
300000072	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-03-08
300000072	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-10-09
300000073	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-10-06
300000073	20	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-03-14
300000073	30	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-06-21
300000073	40	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2014-12-16
300000074	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-12-31
300000074	20	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-06-24
300000074	30	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-09-05
300000074	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-08-10
300000074	50	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2014-12-25
300000074	60	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-12-16
300000074	70	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-10-10
300000075	10	HT-1500	\N	EUR	5950	5000	950	1	EA	2014-12-14
300000075	20	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-12-30
300000075	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-06-04
300000075	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-06-02
300000075	50	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-10-17
300000075	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-05-22
300000075	70	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-05-28
300000075	80	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-04-16
300000075	90	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-03-24
300000075	100	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-04-12
300000076	10	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-02-17
300000076	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-11-15
300000076	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-06-26
300000076	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2014-12-07
300000076	50	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-06-03
300000076	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-08-07
300000076	70	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-10-29
300000076	80	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-10-28
300000076	90	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-10-23
300000076	100	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-04-02
300000077	10	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-10-31
300000077	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-01-23
300000077	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-07-23
300000077	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-07-29
300000077	50	HT-1500	\N	EUR	5950	5000	950	1	EA	2014-12-09
300000077	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-01-23
300000077	70	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-09-13
300000077	80	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-06-08
300000078	10	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-02-24
300000078	20	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-11-05
300000078	30	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-11-16
300000078	40	HT-1051	\N	USD	117.81	99	18.81	1	EA	2014-12-11
300000078	50	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-04-24
300000079	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-09-16
300000079	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-07-30
300000079	30	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-03-29
300000079	40	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-12-29
300000079	50	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-07-20
300000080	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-05-20
300000080	20	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-10-25
300000080	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-12-23
300000080	40	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-09-15
300000080	50	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-05-27
300000080	60	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-07-30
300000080	70	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-07-22
300000081	10	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-10-27
300000081	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-07-16
300000081	30	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-08-01
300000082	10	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-05-17
300000082	20	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-02-10
300000082	30	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-08-29
300000082	40	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-01-07
300000082	50	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-09-29
300000082	60	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-09-10
300000082	70	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-03-07
300000082	80	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-04-16
300000083	10	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-11-27
300000083	20	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-10-23
300000083	30	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-05-13
300000083	40	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-02-22
300000083	50	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-01-17
300000083	60	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-01-01
300000084	10	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-07-30
300000084	20	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-04-12
300000084	30	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-04-12
300000085	10	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-01-24
300000085	20	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-06-27
300000085	30	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-07-02
300000085	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-05-20
300000085	50	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-08-25
300000085	60	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-01-18
300000085	70	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-06-03
300000086	10	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-03-25
300000086	20	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-04-14
300000086	30	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-11-08
300000086	40	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-09-04
300000087	10	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-06-15
300000087	20	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-04-25
300000087	30	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-06-08
300000087	40	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-04-12
300000087	50	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-12-23
300000087	60	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-12-05
300000087	70	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-10-21
300000087	80	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-06-14
300000087	90	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-01-24
300000088	10	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-11-08
300000088	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-05-13
300000088	30	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-08-06
300000088	40	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-04-01
300000088	50	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-12-22
300000088	60	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-04-25
300000088	70	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-08-23
300000089	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-09-14
300000089	20	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-06-21
300000089	30	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-07-15
300000089	40	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-10-19
300000089	50	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-11-18
300000089	60	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-05-01
300000090	10	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-10-10
300000090	20	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-11-21
300000090	30	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-06-14
300000090	40	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-11-11
300000090	50	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-01-30
300000090	60	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-07-20
300000090	70	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-06-14
300000090	80	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-06-28
300000090	90	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-01-30
300000091	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-11-17
300000091	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-06-05
300000091	30	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2014-12-24
300000092	10	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-08-21
300000092	20	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-06-26
300000093	10	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-06-17
300000093	20	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-08-23
300000093	30	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2014-12-21
300000093	40	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-07-20
300000094	10	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-06-01
300000094	20	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2014-12-29
300000094	30	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-08-18
300000094	40	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-01-13
300000094	50	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-10-19
300000095	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-06-17
300000095	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2014-12-30
300000095	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-10-29
300000095	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-03-12
300000095	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-03-05
300000095	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2014-12-08
300000095	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-02-24
300000095	80	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-05-01
300000095	90	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-01-31
300000096	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-07-29
300000096	20	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-02-27
300000096	30	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-07-13
300000097	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-04-11
300000097	20	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-10-09
300000098	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-08-09
300000098	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-04-10
300000098	30	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-11-01
300000098	40	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-03-22
300000099	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-06-18
300000099	20	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-03-18
300000099	30	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-09-03
300000099	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-03-12
300000099	50	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-03-18
300000099	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-01-16
300000099	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2014-12-25
300000099	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-09-05
300000100	10	HT-8001	\N	GBP	1188.81	999	189.81	1	EA	2014-12-19
300000100	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-08-04
300000100	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-09-01
300000100	40	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-10-02
300000100	50	HT-1031	\N	GBP	1017.45	855	162.45	3	EA	2015-06-26
300000100	60	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-09-21
300000100	70	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-11-18
300000100	80	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-02-04
300000100	90	HT-1112	\N	GBP	139.23	117	22.23	3	EA	2015-12-22
300000100	100	HT-8001	\N	GBP	3566.43	2997	569.43	3	EA	2015-01-14
300000101	10	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-01-28
300000101	20	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-06-05
300000101	30	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-08-16
300000101	40	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-03-27
300000101	50	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-04-11
300000101	60	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-10-15
300000101	70	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-10-10
300000101	80	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-08-30
300000101	90	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-02-19
300000101	100	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2014-12-04
300000102	10	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-06-01
300000102	20	AD-1000	\N	CAD	0	0	0	1	EA	2015-04-24
300000102	30	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-07-18
300000102	40	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-05-07
300000102	50	AD-1000	\N	CAD	0	0	0	1	EA	2015-05-28
300000102	60	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-01-05
300000102	70	HT-1115	\N	CAD	49.98	42	7.98	1	EA	2015-09-19
300000102	80	AD-1000	\N	CAD	0	0	0	2	EA	2015-01-06
300000103	10	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-05-13
300000103	20	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2014-12-05
300000103	30	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2014-12-24
300000103	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-03-20
300000103	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-03-30
300000104	10	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-07-19
300000104	20	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-09-20
300000104	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2014-12-26
300000104	40	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2014-12-17
300000104	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-01-31
300000105	10	HT-1114	\N	USD	82.11	69	13.11	1	EA	2015-04-03
300000105	20	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-05-07
300000105	30	HT-1035	\N	USD	949.62	798	151.62	2	EA	2014-12-12
300000105	40	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-05-18
300000105	50	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2014-12-12
300000105	60	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-10-25
300000105	70	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-01-04
300000106	10	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-08-29
300000106	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-06-30
300000106	30	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-11-17
300000107	10	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-10-16
300000107	20	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-03-11
300000107	30	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-11-30
300000107	40	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-02-06
300000107	50	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-02-25
300000107	60	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-06-26
300000107	70	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-04-24
300000107	80	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-02-11
300000108	10	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-07-11
300000108	20	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-12-06
300000108	30	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-09-01
300000108	40	HT-1041	\N	ARS	1749.3	1470	279.3	3	EA	2015-08-08
300000108	50	HT-1118	\N	ARS	94.01	79	15.01	1	EA	2015-09-13
300000108	60	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-06-14
300000109	10	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-09-07
300000109	20	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-05-18
300000109	30	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-06-18
300000110	10	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-07-20
300000110	20	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-12-19
300000110	30	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-05-29
300000110	40	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-11-24
300000110	50	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-02-11
300000110	60	HT-1030	\N	EUR	273.7	230	43.7	1	EA	2015-09-29
300000110	70	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-06-29
300000111	10	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-05-22
300000111	20	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-12-14
300000111	30	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-01-17
300000111	40	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-10-03
300000112	10	AD-1000	\N	CAD	0	0	0	2	EA	2015-11-08
300000112	20	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-03-03
300000112	30	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-03-28
300000112	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-08-17
300000112	50	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-10-06
300000112	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-02-18
300000112	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-09-04
300000112	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-07-02
300000112	90	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-01-23
300000113	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-05-26
300000113	20	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-05-06
300000113	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-01-11
300000113	40	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-04-30
300000113	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-06-18
300000113	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-05-23
300000113	70	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-01-26
300000114	10	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-03-30
300000114	20	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-08-07
300000114	30	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-10-06
300000114	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-04-02
300000114	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-10-08
300000114	60	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-05-18
300000115	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-07-20
300000115	20	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-12-11
300000115	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-10-23
300000115	40	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-04-13
300000115	50	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-09-08
300000115	60	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2014-12-05
300000115	70	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-10-25
300000115	80	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-11-18
300000115	90	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-11-07
300000116	10	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-12-18
300000116	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-08-02
300000116	30	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-01-10
300000117	10	HT-1115	\N	CAD	49.98	42	7.98	1	EA	2015-10-28
300000117	20	AD-1000	\N	CAD	0	0	0	2	EA	2015-11-19
300000118	10	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-08-30
300000118	20	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-02-26
300000118	30	HT-8000	\N	EUR	950.81	799	151.81	1	EA	2015-11-10
300000118	40	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2014-12-16
300000119	10	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-08-17
300000119	20	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-02-18
300000119	30	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-04-15
300000119	40	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-04-03
300000119	50	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-09-02
300000119	60	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-11-16
300000120	10	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-11-08
300000120	20	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-10-04
300000120	30	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-05-29
300000120	40	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-12-06
300000120	50	HT-8001	\N	GBP	1188.81	999	189.81	1	EA	2015-05-18
300000120	60	HT-1031	\N	GBP	339.15	285	54.15	1	EA	2015-03-23
300000120	70	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-03-08
300000120	80	HT-8001	\N	GBP	3566.43	2997	569.43	3	EA	2015-05-04
300000120	90	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-06-30
300000121	10	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-03-28
300000121	20	HT-8000	\N	EUR	950.81	799	151.81	1	EA	2015-05-17
300000121	30	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-11-21
300000122	10	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-06-10
300000122	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-05-07
300000123	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-06-29
300000123	20	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-11-24
300000123	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-01-12
300000123	40	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-11-21
300000124	10	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-08-28
300000124	20	AD-1000	\N	CAD	0	0	0	3	EA	2015-06-16
300000124	30	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2015-05-06
300000124	40	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-09-13
300000124	50	AD-1000	\N	CAD	0	0	0	2	EA	2015-04-20
300000124	60	HT-1036	\N	CAD	511.7	430	81.7	1	EA	2015-01-09
300000124	70	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-04-18
300000125	10	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-04-29
300000125	20	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-11-11
300000125	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-03-31
300000125	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-10-30
300000125	50	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-08-29
300000125	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-01-15
300000125	70	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-10-27
300000125	80	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-02-04
300000125	90	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-04-21
300000125	100	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-01-25
300000126	10	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-10-01
300000126	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-03-06
300000126	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-08-03
300000126	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-08-09
300000126	50	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-02-10
300000126	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-09-06
300000126	70	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-03-03
300000126	80	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-11-12
300000126	90	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-05-24
300000126	100	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-05-01
300000127	10	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-12-15
300000127	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-07-08
300000127	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-02-28
300000127	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-04-18
300000127	50	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-04-18
300000127	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-09-10
300000127	70	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-08-16
300000127	80	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-01-02
300000128	10	HT-8003	\N	USD	4955.16	4164	791.16	3	EA	2015-06-22
300000128	20	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-01-04
300000128	30	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-03-27
300000128	40	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-08-19
300000128	50	HT-1035	\N	USD	474.81	399	75.81	1	EA	2014-12-30
300000129	10	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-12-27
300000129	20	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-06-13
300000129	30	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-07-31
300000129	40	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-07-27
300000129	50	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-08-30
300000130	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-11-24
300000130	20	HT-1032	\N	EUR	821.1	690	131.1	2	EA	2015-07-04
300000130	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-02-05
300000130	40	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-05-08
300000130	50	HT-1032	\N	EUR	821.1	690	131.1	2	EA	2015-04-23
300000130	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-11-20
300000130	70	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2014-12-16
300000131	10	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-12-03
300000131	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-09-24
300000131	30	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-08-17
300000132	10	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-11-13
300000132	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-01-21
300000132	30	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-12-21
300000132	40	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2014-12-26
300000132	50	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-08-24
300000132	60	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-04-17
300000132	70	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-04-11
300000132	80	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-04-21
300000133	10	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-01-13
300000133	20	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-06-01
300000133	30	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-10-09
300000133	40	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-08-15
300000133	50	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-10-18
300000133	60	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-11-24
300000134	10	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-12-31
300000134	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-10-13
300000134	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2014-12-21
300000135	10	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-03-26
300000135	20	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-08-09
300000135	30	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-07-21
300000135	40	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2014-12-04
300000135	50	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-02-11
300000135	60	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-02-25
300000135	70	HT-8000	\N	EUR	2852.43	2397	455.43	3	EA	2015-11-16
300000136	10	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-08-10
300000136	20	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-07-17
300000136	30	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-03-09
300000136	40	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-04-10
300000137	10	AD-1000	\N	CAD	0	0	0	2	EA	2015-09-24
300000137	20	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-10-16
300000137	30	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-08-21
300000137	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-09-23
300000137	50	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-03-31
300000137	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-03-10
300000137	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-11-14
300000137	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-10-19
300000137	90	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-04-02
300000138	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-11-30
300000138	20	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-11-13
300000138	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-05-31
300000138	40	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-11-19
300000138	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-12-11
300000138	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-11-05
300000138	70	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-12-23
300000139	10	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-10-24
300000139	20	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-04-02
300000139	30	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-09-16
300000139	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-12-31
300000139	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-11-04
300000139	60	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-06-18
300000140	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2014-12-27
300000140	20	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-05-27
300000140	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-10-08
300000140	40	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2014-12-16
300000140	50	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-06-07
300000140	60	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-01-12
300000140	70	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-07-06
300000140	80	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-03-16
300000140	90	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-07-04
300000141	10	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-07-13
300000141	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-08-30
300000141	30	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-10-15
300000142	10	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-02-03
300000142	20	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-10-10
300000143	10	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2015-06-12
300000143	20	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-04-27
300000143	30	AD-1000	\N	CAD	0	0	0	1	EA	2015-07-29
300000143	40	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-08-19
300000144	10	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-10-08
300000144	20	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-05-08
300000144	30	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-07-11
300000144	40	HT-1041	\N	ARS	1749.3	1470	279.3	3	EA	2015-03-09
300000144	50	HT-1118	\N	ARS	94.01	79	15.01	1	EA	2015-10-17
300000145	10	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-05-27
300000145	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-05-08
300000145	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2014-12-29
300000145	40	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2014-12-13
300000145	50	HT-1031	\N	GBP	339.15	285	54.15	1	EA	2015-04-08
300000145	60	HT-1112	\N	GBP	46.41	39	7.41	1	EA	2014-12-21
300000145	70	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-08-15
300000145	80	HT-1031	\N	GBP	1017.45	855	162.45	3	EA	2015-01-12
300000145	90	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-07-21
300000146	10	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-08-10
300000146	20	HT-1030	\N	EUR	273.7	230	43.7	1	EA	2015-10-19
300000146	30	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-05-22
300000147	10	HT-8003	\N	USD	4955.16	4164	791.16	3	EA	2015-07-28
300000147	20	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-01-05
300000148	10	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-05-28
300000148	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2014-12-18
300000148	30	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-01-11
300000148	40	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-04-27
300000149	10	AD-1000	\N	CAD	0	0	0	3	EA	2015-11-24
300000149	20	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2015-07-13
300000149	30	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-12-31
300000149	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-01-29
300000149	50	HT-1036	\N	CAD	511.7	430	81.7	1	EA	2015-12-05
300000149	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-12-18
300000149	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-01-17
300000149	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2014-12-20
300000150	10	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-12-26
300000150	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-07-02
300000150	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-03-14
300000150	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-02-18
300000150	50	HT-6132	\N	BRL	3209.43	2697	512.43	3	EA	2015-04-27
300000150	60	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-09-05
300000150	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-02-17
300000150	80	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-02-28
300000150	90	HT-6132	\N	BRL	3209.43	2697	512.43	3	EA	2015-03-09
300000150	100	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2015-06-20
300000151	10	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-06-20
300000151	20	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2015-02-22
300000151	30	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-10-20
300000151	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-12-04
300000151	50	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-04-07
300000151	60	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-10-09
300000151	70	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-02-03
300000151	80	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-10-20
300000151	90	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-11-24
300000151	100	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-11-16
300000152	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-06-07
300000152	20	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-04-08
300000152	30	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-08-26
300000152	40	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-03-06
300000152	50	HT-7010	\N	USD	950.81	799	151.81	1	EA	2014-12-18
300000152	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-08-01
300000152	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-09-08
300000152	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-12-05
300000153	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-02-14
300000153	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-11-17
300000153	30	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-02-10
300000153	40	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-05-11
300000153	50	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-04-17
300000154	10	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-09-26
300000154	20	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-11-03
300000154	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-06-21
300000154	40	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2014-12-26
300000154	50	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2014-12-04
300000155	10	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-04-04
300000155	20	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-10-25
300000155	30	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-04-18
300000155	40	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-07-23
300000155	50	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-06-03
300000155	60	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-11-05
300000155	70	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-03-12
300000156	10	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-02-22
300000156	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-11-22
300000156	30	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-08-23
300000157	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-07-12
300000157	20	HT-1070	\N	ARS	253.11	212.7	40.41	3	EA	2014-12-24
300000157	30	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-01-02
300000157	40	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-05-07
300000157	50	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2014-12-26
300000157	60	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-09-21
300000157	70	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-12-30
300000157	80	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-04-10
300000158	10	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-01-28
300000158	20	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-12-07
300000158	30	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-10-29
300000158	40	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2015-11-09
300000158	50	HT-6131	\N	ARS	1426.81	1199	227.81	1	EA	2015-12-31
300000158	60	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-02-22
300000159	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-07-28
300000159	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-06-23
300000159	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-10-28
300000160	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-05-11
300000160	20	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-02-10
300000160	30	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-06-25
300000160	40	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2014-12-16
300000160	50	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-09-07
300000160	60	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2014-12-12
300000160	70	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-01-04
300000161	10	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-11-12
300000161	20	HT-1070	\N	ARS	253.11	212.7	40.41	3	EA	2015-08-26
300000161	30	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2014-12-09
300000161	40	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-03-23
300000162	10	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-08-09
300000162	20	HT-1066	\N	USD	5.95	5	0.95	2	EA	2014-12-20
300000162	30	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-04-01
300000162	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-12-21
300000162	50	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-03-05
300000162	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-12-02
300000162	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-06-08
300000162	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-04-03
300000162	90	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-02-21
300000163	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-06-10
300000163	20	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-09-26
300000163	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-11-02
300000163	40	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-07-12
300000163	50	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-12-20
300000163	60	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-12-22
300000163	70	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-06-04
300000164	10	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-06-11
300000164	20	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-12-21
300000164	30	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-03-13
300000164	40	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-07-14
300000164	50	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-09-16
300000164	60	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-09-14
300000165	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2014-12-11
300000165	20	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-07-25
300000165	30	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-07-02
300000165	40	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-07-03
300000165	50	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-05-14
300000165	60	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-06-17
300000165	70	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-02-23
300000165	80	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-07-14
300000165	90	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-03-13
300000166	10	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-08-27
300000166	20	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-07-24
300000166	30	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-04-11
300000167	10	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-10-30
300000167	20	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-09-03
300000168	10	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-01-13
300000168	20	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-05-22
300000168	30	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-11-22
300000168	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-09-13
300000169	10	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-07-16
300000169	20	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2014-12-28
300000169	30	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-12-15
300000169	40	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-11-27
300000169	50	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-02-21
300000169	60	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-10-18
300000170	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-11-02
300000170	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-05-28
300000170	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-07-13
300000170	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-09-02
300000170	50	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-01-25
300000170	60	HT-1063	\N	BRL	16.66	14	2.66	1	EA	2015-10-14
300000170	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-04-23
300000170	80	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2014-12-08
300000170	90	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-06-08
300000171	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-06-16
300000171	20	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-07-30
300000171	30	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-12-16
300000172	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-07-16
300000172	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-05-20
300000173	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-05-17
300000173	20	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-08-25
300000173	30	HT-1095	\N	USD	190.4	160	30.4	1	EA	2014-12-22
300000173	40	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-04-26
300000174	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-03-25
300000174	20	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-02-12
300000174	30	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-04-10
300000174	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-08-01
300000174	50	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-02-13
300000174	60	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-07-06
300000174	70	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-02-08
300000175	10	HT-1069	\N	JPY	952	800	152	1	EA	2015-08-20
300000175	20	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-04-04
300000175	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-05-03
300000175	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-11-11
300000175	50	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-03-10
300000175	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-09-14
300000175	70	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-07-14
300000175	80	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-01-14
300000175	90	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-05-04
300000175	100	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-08-25
300000176	10	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-08-05
300000176	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-07-01
300000176	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-10-22
300000176	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-01-08
300000176	50	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-02-21
300000176	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-08-26
300000176	70	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-01-10
300000176	80	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-12-01
300000176	90	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-05-08
300000176	100	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-10-27
300000177	10	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-02-06
300000177	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-08-05
300000177	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-04-07
300000177	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-10-15
300000177	50	HT-1069	\N	JPY	952	800	152	1	EA	2015-07-22
300000177	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2014-12-10
300000177	70	HT-1069	\N	JPY	952	800	152	1	EA	2015-09-27
300000177	80	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2014-12-11
300000178	10	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-01-20
300000178	20	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-03-16
300000178	30	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-03-12
300000178	40	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-10-11
300000178	50	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-03-08
300000179	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-03-01
300000179	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-11-23
300000179	30	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-08-31
300000179	40	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-11-16
300000179	50	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-08-04
300000180	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-08-31
300000180	20	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-01-18
300000180	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-08-03
300000180	40	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-11-20
300000180	50	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-05-26
300000180	60	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-08-01
300000180	70	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-09-12
300000181	10	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2014-12-24
300000181	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2014-12-14
300000181	30	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-08-07
300000182	10	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-03-13
300000182	20	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-06-30
300000182	30	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-06-03
300000182	40	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-08-09
300000182	50	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-01-17
300000182	60	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-03-01
300000182	70	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-06-28
300000182	80	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-01-25
300000183	10	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-05-12
300000183	20	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-11-19
300000183	30	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-07-05
300000183	40	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-05-09
300000183	50	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-07-17
300000183	60	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2014-12-22
300000184	10	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-09-08
300000184	20	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-06-12
300000184	30	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-08-04
300000185	10	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-11-02
300000185	20	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-07-31
300000185	30	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-02-05
300000185	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-03-26
300000185	50	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-06-06
300000185	60	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2015-12-03
300000185	70	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-06-25
300000186	10	HT-1069	\N	JPY	952	800	152	1	EA	2015-04-24
300000186	20	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-01-13
300000186	30	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-11-08
300000186	40	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-02-09
300000187	10	HT-1066	\N	USD	5.95	5	0.95	2	EA	2014-12-22
300000187	20	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-04-01
300000187	30	HT-1066	\N	USD	5.95	5	0.95	2	EA	2014-12-06
300000187	40	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-12-19
300000187	50	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-02-19
300000187	60	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2014-12-15
300000187	70	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-11-10
300000187	80	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-04-29
300000187	90	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-02-15
300000188	10	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-12-07
300000188	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-02-21
300000188	30	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-05-01
300000188	40	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-12-05
300000188	50	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-08-17
300000188	60	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-08-25
300000188	70	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-02-09
300000189	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-04-10
300000189	20	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-08-16
300000189	30	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-06-10
300000189	40	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-03-16
300000189	50	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-06-16
300000189	60	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-03-31
300000190	10	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-11-04
300000190	20	HT-1095	\N	USD	380.8	320	60.8	2	EA	2014-12-17
300000190	30	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-07-26
300000190	40	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-09-13
300000190	50	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-01-09
300000190	60	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-04-23
300000190	70	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-07-08
300000190	80	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-05-11
300000190	90	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-12-06
300000191	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-01-11
300000191	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-07-18
300000191	30	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-02-20
300000192	10	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2014-12-08
300000192	20	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-01-31
300000193	10	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-05-09
300000193	20	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-01-12
300000193	30	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-12-19
300000193	40	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-12-21
300000194	10	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2015-07-03
300000194	20	HT-6131	\N	ARS	1426.81	1199	227.81	1	EA	2015-06-13
300000194	30	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2015-05-21
300000194	40	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-01-05
300000194	50	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-06-04
300000195	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-10-27
300000195	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-12-07
300000195	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-05-15
300000195	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-06-28
300000195	50	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-02-01
300000195	60	HT-1063	\N	BRL	16.66	14	2.66	1	EA	2015-09-16
300000195	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-06-04
300000195	80	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2015-07-21
300000195	90	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-09-27
300000196	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-03-09
300000196	20	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-02-25
300000196	30	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-12-08
300000197	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-06-07
300000197	20	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-11-16
300000198	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-11-22
300000198	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-10-05
300000198	30	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-05-10
300000198	40	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-04-24
300000199	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2014-12-17
300000199	20	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-12-26
300000199	30	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-06-24
300000199	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-05-11
300000199	50	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-02-25
300000199	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-04-29
300000199	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-10-01
300000199	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-03-06
300000200	10	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-07-01
300000200	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-25
300000200	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-11-19
300000200	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-12-03
300000200	50	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-10-21
300000200	60	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-07-18
300000200	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-06-18
300000200	80	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-12-29
300000200	90	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-03-21
300000200	100	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-07-20
300000201	10	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-03-29
300000201	20	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-11-01
300000201	30	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-08-23
300000201	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-09-01
300000201	50	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-08-11
300000201	60	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-08-30
300000201	70	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-02-18
300000201	80	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2014-12-16
300000201	90	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-12-08
300000201	100	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2014-12-16
300000202	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-08-02
300000202	20	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-06-29
300000202	30	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-04-01
300000202	40	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-10-17
300000202	50	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-09-20
300000202	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-01-02
300000202	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-10-28
300000202	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-07-31
300000203	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-05-03
300000203	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-02-11
300000203	30	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-06-19
300000203	40	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-04-27
300000203	50	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-10-18
300000204	10	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-05-14
300000204	20	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-09-08
300000204	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-04-26
300000204	40	HT-6122	\N	USD	198.73	167	31.73	1	EA	2014-12-16
300000204	50	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-04-18
300000205	10	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-05-20
300000205	20	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-07-13
300000205	30	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-02-20
300000205	40	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-03-06
300000205	50	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-03-31
300000205	60	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2014-12-15
300000205	70	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2014-12-08
300000206	10	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-12-13
300000206	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-11-22
300000206	30	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-04-24
300000207	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-09-18
300000207	20	HT-1082	\N	ARS	603.33	507	96.33	3	EA	2015-11-03
300000207	30	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-06-18
300000207	40	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2015-10-06
300000207	50	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-12-02
300000207	60	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-08-24
300000207	70	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-10-26
300000207	80	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-02-20
300000208	10	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-03-14
300000208	20	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-04-06
300000208	30	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-01-02
300000208	40	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-01-25
300000208	50	HT-6101	\N	DKK	808.01	679	129.01	1	EA	2015-07-18
300000208	60	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-04-09
300000209	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-03-06
300000209	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-11-06
300000209	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-09-25
300000210	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-12-07
300000210	20	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-01-15
300000210	30	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-10-08
300000210	40	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2014-12-28
300000210	50	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2014-12-21
300000210	60	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-02-10
300000210	70	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-02-16
300000211	10	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-11-11
300000211	20	HT-1082	\N	ARS	603.33	507	96.33	3	EA	2015-01-30
300000211	30	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-04-13
300000211	40	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-05-16
300000212	10	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-07-07
300000212	20	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-03-30
300000212	30	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-06-10
300000212	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-06-11
300000212	50	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-04-08
300000212	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-02-11
300000212	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-10-14
300000212	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-01-18
300000212	90	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-06-13
300000213	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-05-19
300000213	20	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-12-05
300000213	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-07-24
300000213	40	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-03-03
300000213	50	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-12-10
300000213	60	HT-6122	\N	USD	397.46	334	63.46	2	EA	2014-12-19
300000213	70	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-05-04
300000214	10	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-06-14
300000214	20	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-03-25
300000214	30	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-11-05
300000214	40	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-06-21
300000214	50	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-08-08
300000214	60	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-11-08
300000215	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-11-02
300000215	20	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-02-22
300000215	30	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-06-16
300000215	40	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-08-12
300000215	50	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-03-06
300000215	60	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-01-12
300000215	70	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-09-10
300000215	80	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-12-18
300000215	90	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2014-12-20
300000216	10	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2015-03-18
300000216	20	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-07-27
300000216	30	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2015-01-15
300000217	10	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-05-17
300000217	20	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-04-23
300000218	10	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-04-21
300000218	20	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-12-08
300000218	30	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-07-10
300000218	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-03-11
300000219	10	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-08-10
300000219	20	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-12-30
300000219	30	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-02-18
300000219	40	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-07-24
300000219	50	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-08-20
300000219	60	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-05-04
300000220	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-06-20
300000220	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-31
300000220	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-04-17
300000220	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-04-09
300000220	50	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-11-17
300000220	60	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-11-10
300000220	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-05-29
300000220	80	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-05-10
300000220	90	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-11-12
300000221	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-12-22
300000221	20	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-11-26
300000221	30	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-03-08
300000222	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2014-12-18
300000222	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-08-20
300000223	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2014-12-17
300000223	20	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-11-09
300000223	30	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-12-29
300000223	40	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2014-12-18
300000224	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-10-13
300000224	20	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-10-03
300000224	30	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-07-18
300000224	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-11-17
300000224	50	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-01-25
300000224	60	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-12-09
300000224	70	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-01-13
300000225	10	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-06-13
300000225	20	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-12-22
300000225	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-01-17
300000225	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-06-24
300000225	50	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-09-04
300000225	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-12-13
300000225	70	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2014-12-09
300000225	80	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-07-22
300000225	90	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-05-02
300000225	100	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-03-21
300000226	10	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-28
300000226	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-10-16
300000226	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-07-30
300000226	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-24
300000226	50	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-31
300000226	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-01-07
300000226	70	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-05-27
300000226	80	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-01-12
300000226	90	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-09-14
300000226	100	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-03-23
300000227	10	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-05-07
300000227	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2014-12-07
300000227	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-07-15
300000227	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-01-13
300000227	50	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-01-13
300000227	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-10
300000227	70	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2014-12-09
300000227	80	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-14
300000228	10	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-06-13
300000228	20	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-02-23
300000228	30	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-08-31
300000228	40	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-10-29
300000228	50	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-01-06
300000229	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-10-15
300000229	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-06-05
300000229	30	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-02-08
300000229	40	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2014-12-25
300000229	50	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-06-24
300000230	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-01-04
300000230	20	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-01-03
300000230	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-07-08
300000230	40	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-07-11
300000230	50	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-07-04
300000230	60	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-12-21
300000230	70	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-07-26
300000231	10	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-04-15
300000231	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-09-26
300000231	30	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-12-19
300000232	10	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-06-13
300000232	20	HT-6122	\N	USD	596.19	501	95.19	3	EA	2014-12-04
300000232	30	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2014-12-14
300000232	40	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-04-22
300000232	50	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-04-13
300000232	60	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-03-26
300000232	70	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2014-12-11
300000232	80	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-01-02
300000233	10	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-04-30
300000233	20	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-05-04
300000233	30	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2014-12-19
300000233	40	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2014-12-29
300000233	50	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2014-12-24
300000233	60	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-07-21
300000234	10	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-06-30
300000234	20	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-14
300000234	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-09-26
300000235	10	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-03-10
300000235	20	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-04-04
300000235	30	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-07-20
300000235	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-09-10
300000235	50	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-07-21
300000235	60	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-02-17
300000235	70	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-06-12
300000236	10	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-03-01
300000236	20	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-11-30
300000236	30	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-12-19
300000236	40	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-12-31
300000237	10	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-10-12
300000237	20	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-05-20
300000237	30	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-10-25
300000237	40	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2014-12-09
300000237	50	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-12-26
300000237	60	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-04-29
300000237	70	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-12-26
300000237	80	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-01-02
300000237	90	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-02-14
300000238	10	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-06-15
300000238	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-02-03
300000238	30	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-02-11
300000238	40	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-04-22
300000238	50	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-01-22
300000238	60	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-03-18
300000238	70	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-06-24
300000239	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-03-06
300000239	20	HT-6122	\N	USD	397.46	334	63.46	2	EA	2014-12-08
300000239	30	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2014-12-05
300000239	40	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-08-02
300000239	50	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-01-22
300000239	60	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-03-21
300000240	10	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2014-12-18
300000240	20	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-01-21
300000240	30	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-11-22
300000240	40	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-01-08
300000240	50	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2014-12-15
300000240	60	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-04-05
300000240	70	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-07-02
300000240	80	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-11-19
300000240	90	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-03-25
300000241	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-11-05
300000241	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-10-25
300000241	30	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-09-06
300000242	10	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-01-15
300000242	20	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-12-28
300000243	10	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2014-12-27
300000243	20	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-11-19
300000243	30	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-06-28
300000243	40	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-02-23
300000244	10	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-06-02
300000244	20	HT-6101	\N	DKK	808.01	679	129.01	1	EA	2015-06-13
300000244	30	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-01-29
300000244	40	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-08-07
300000244	50	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-07-20
300000245	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-10
300000245	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-05-26
300000245	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-09-19
300000245	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-08-29
300000245	50	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-03-30
300000245	60	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-04-12
300000245	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-19
300000245	80	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-02-02
300000245	90	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-06-25
300000246	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-08-13
300000246	20	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-07-17
300000246	30	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-12-20
300000247	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-03-13
300000247	20	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-12-31
300000248	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-06-27
300000248	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-03-16
300000248	30	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-07-27
300000248	40	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-06-11
300000249	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-08-21
300000249	20	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-12-27
300000249	30	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-02-26
300000249	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-09-30
300000249	50	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-07-06
300000249	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-12-17
300000249	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-03-15
300000249	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-05-16
300000250	10	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-02-23
300000250	20	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2014-12-21
300000250	30	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-11-05
300000250	40	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-02-16
300000250	50	HT-1091	\N	EUR	92.82	78	14.82	3	EA	2015-07-15
300000250	60	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-07-17
300000250	70	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-07-20
300000250	80	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-11-14
300000250	90	HT-6100	\N	EUR	1674.33	1407	267.33	3	EA	2015-09-13
300000250	100	HT-1000	\N	EUR	3412.92	2868	544.92	3	EA	2015-07-05
300000251	10	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-02-23
300000251	20	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2014-12-31
300000251	30	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-08-26
300000251	40	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-09-12
300000251	50	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-02-22
300000251	60	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-04-03
300000251	70	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-03-05
300000251	80	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2014-12-19
300000251	90	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-08-07
300000251	100	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-02-25
300000252	10	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-02-28
300000252	20	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-08-16
300000252	30	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-10-28
300000252	40	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-05-10
300000252	50	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-09-01
300000252	60	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-08-30
300000252	70	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2015-02-24
300000252	80	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-11-22
300000253	10	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-02-08
300000253	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-12-16
300000253	30	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-07-19
300000253	40	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-09-05
300000253	50	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-08-15
300000254	10	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-04-05
300000254	20	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-05-22
300000254	30	HT-1603	\N	JPY	4046	3400	646	2	EA	2015-06-05
300000254	40	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-04-22
300000254	50	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-05-15
300000255	10	HT-1601	\N	MXN	1071	900	171	1	EA	2015-06-18
300000255	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-03-30
300000255	30	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2014-12-19
300000255	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-01-15
300000255	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-08-24
300000255	60	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2014-12-09
300000255	70	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-10-26
300000256	10	HT-1003	\N	EUR	5890.5	4950	940.5	3	EA	2015-02-03
300000256	20	HT-1101	\N	EUR	95.08	79.9	15.18	1	EA	2015-10-26
300000256	30	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2014-12-25
300000257	10	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-04-14
300000257	20	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-03-10
300000257	30	HT-2001	\N	USD	535.49	449.99	85.5	1	EA	2015-01-02
300000257	40	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-01-22
300000257	50	HT-1102	\N	USD	164.22	138	26.22	2	EA	2014-12-14
300000257	60	HT-2001	\N	USD	535.49	449.99	85.5	1	EA	2015-08-02
300000257	70	HT-1007	\N	USD	1781.43	1497	284.43	3	EA	2015-09-03
300000257	80	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-05-22
300000258	10	HT-1600	\N	ARS	1428	1200	228	2	EA	2014-12-06
300000258	20	HT-1022	\N	ARS	487.9	410	77.9	2	EA	2014-12-21
300000258	30	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-10-29
300000258	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-04-05
300000258	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-03-07
300000258	60	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-12-13
300000259	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-04-04
300000259	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-10-07
300000259	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-04-08
300000260	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-02-17
300000260	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-02-04
300000260	30	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-06-20
300000260	40	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-04-23
300000260	50	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-10-30
300000260	60	HT-1100	\N	USD	106.98	89.9	17.08	1	EA	2015-01-31
300000260	70	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-06-01
300000261	10	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-11-23
300000261	20	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-03-09
300000261	30	HT-2001	\N	USD	1606.46	1349.97	256.49	3	EA	2015-07-05
300000261	40	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-10-02
300000262	10	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-09-08
300000262	20	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-07-06
300000262	30	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-07-16
300000262	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-06-10
300000262	50	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-04-24
300000262	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-09-29
300000262	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-04-27
300000262	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-09-08
300000262	90	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-09-26
300000263	10	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-11-14
300000263	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-10-12
300000263	30	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-03-30
300000263	40	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-05-07
300000263	50	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-02-19
300000263	60	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-07-12
300000263	70	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-10-06
300000264	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-12-13
300000264	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-11-17
300000264	30	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-04-16
300000264	40	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-03-11
300000264	50	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-10-27
300000264	60	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-01-02
300000265	10	HT-1601	\N	MXN	3213	2700	513	3	EA	2014-12-23
300000265	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-11-09
300000265	30	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-11-05
300000265	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-09-15
300000265	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-11-17
300000265	60	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-04-21
300000265	70	HT-1601	\N	MXN	2142	1800	342	2	EA	2015-01-17
300000265	80	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-02-06
300000265	90	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-10-25
300000266	10	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-07-25
300000266	20	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-12-08
300000266	30	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-06-12
300000267	10	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2015-04-08
300000267	20	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-03-27
300000268	10	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2014-12-14
300000268	20	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-06-14
300000268	30	HT-1002	\N	USD	1868.3	1570	298.3	1	EA	2015-07-15
300000268	40	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-09-29
300000269	10	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-02-14
300000269	20	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-05-21
300000269	30	HT-1107	\N	ARS	106.74	89.7	17.04	3	EA	2015-07-04
300000269	40	HT-1600	\N	ARS	714	600	114	1	EA	2015-08-29
300000269	50	HT-1022	\N	ARS	731.85	615	116.85	3	EA	2015-07-31
300000269	60	HT-1107	\N	ARS	35.58	29.9	5.68	1	EA	2015-07-25
300000270	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-05-18
300000270	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-06-01
300000270	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-04-22
300000270	40	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-07-05
300000270	50	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-11-15
300000270	60	HT-1091	\N	EUR	30.94	26	4.94	1	EA	2015-06-25
300000270	70	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-01-30
300000270	80	HT-1000	\N	EUR	3412.92	2868	544.92	3	EA	2015-10-19
300000270	90	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-10-25
300000271	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-09-25
300000271	20	HT-1002	\N	USD	1868.3	1570	298.3	1	EA	2015-03-15
300000271	30	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-05-15
300000272	10	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-06-18
300000272	20	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-12-16
300000273	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-05-09
300000273	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-01-26
300000273	30	HT-1021	\N	MXN	177.31	149	28.31	1	EA	2015-06-27
300000273	40	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-02-07
300000274	10	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-05-02
300000274	20	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-07-26
300000274	30	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-11-06
300000274	40	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-11-18
300000274	50	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-08-24
300000274	60	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-02-26
300000274	70	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-03-05
300000275	10	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-09-06
300000275	20	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-07-14
300000275	30	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-05-29
300000275	40	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-03-08
300000275	50	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-06-28
300000275	60	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-05-28
300000275	70	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-06-26
300000275	80	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-06-08
300000275	90	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-02-25
300000275	100	HT-1003	\N	EUR	5890.5	4950	940.5	3	EA	2015-08-26
300000276	10	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-08-11
300000276	20	HT-2025	\N	EUR	53.54	44.99	8.55	1	EA	2015-04-11
300000276	30	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-09-26
300000276	40	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-02-19
300000276	50	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-06-13
300000276	60	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-06-15
300000276	70	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-10-27
300000276	80	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-03-29
300000276	90	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-04-17
300000276	100	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-03-21
300000277	10	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-01-06
300000277	20	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-06-30
300000277	30	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-03-28
300000277	40	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-09-19
300000277	50	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2014-12-17
300000277	60	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-04-28
300000277	70	HT-2025	\N	EUR	53.54	44.99	8.55	1	EA	2015-08-18
300000277	80	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-04-13
300000278	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-05-30
300000278	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-09-23
300000278	30	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-06-19
300000278	40	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-10-18
300000278	50	HT-1601	\N	MXN	1071	900	171	1	EA	2015-06-19
300000279	10	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-09-18
300000279	20	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-02-19
300000279	30	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-10-30
300000279	40	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-01-21
300000279	50	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-06-21
300000280	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-09-28
300000280	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-06-14
300000280	30	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-08-13
300000280	40	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-06-19
300000280	50	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-02-02
300000280	60	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2014-12-08
300000280	70	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-06-10
300000281	10	HT-1007	\N	USD	1781.43	1497	284.43	3	EA	2015-03-24
300000281	20	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-01-10
300000281	30	HT-2001	\N	USD	1606.46	1349.97	256.49	3	EA	2015-05-21
300000282	10	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-02-18
300000282	20	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-04-28
300000282	30	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-10-30
300000282	40	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-01-07
300000282	50	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-08-20
300000282	60	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-07-01
300000282	70	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-08-02
300000282	80	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-10-10
300000283	10	HT-1600	\N	ARS	1428	1200	228	2	EA	2015-01-13
300000283	20	HT-1022	\N	ARS	487.9	410	77.9	2	EA	2015-03-01
300000283	30	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-11-29
300000283	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-07-13
300000283	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-03-15
300000283	60	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-04-10
300000284	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-07-19
300000284	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-07-12
300000284	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-02-02
300000285	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-04-13
300000285	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-02-18
300000285	30	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-04-15
300000285	40	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-12-10
300000285	50	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-04-30
300000285	60	HT-1100	\N	USD	106.98	89.9	17.08	1	EA	2015-04-25
300000285	70	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-10-24
300000286	10	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-07-06
300000286	20	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-01-20
300000286	30	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-11-01
300000286	40	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-04-04
300000287	10	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-08-02
300000287	20	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2014-12-26
300000287	30	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-11-28
300000287	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-08-21
300000287	50	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-11-01
300000287	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-03-15
300000287	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-08-21
300000287	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-04-21
300000287	90	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-07-24
300000288	10	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-04-04
300000288	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-02-28
300000288	30	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-09-19
300000288	40	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-02-09
300000288	50	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-09-02
300000288	60	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-03-29
300000288	70	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-07-12
300000289	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-07-11
300000289	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-06-20
300000289	30	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-04-19
300000289	40	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-04-21
300000289	50	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-10-07
300000289	60	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2014-12-18
300000290	10	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-01-10
300000290	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-03-07
300000290	30	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-10-12
300000290	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-02-17
300000290	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-06-13
300000290	60	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-05-15
300000290	70	HT-1601	\N	MXN	2142	1800	342	2	EA	2014-12-31
300000290	80	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-02-14
300000290	90	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-01-07
300000291	10	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-10-09
300000291	20	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-04-01
300000291	30	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-07-01
300000292	10	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2015-10-07
300000292	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-06-10
300000293	10	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-05-05
300000293	20	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-03-22
300000293	30	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-09-18
300000293	40	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-04-26
300000294	10	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-07-20
300000294	20	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-08-14
300000294	30	HT-1107	\N	ARS	106.74	89.7	17.04	3	EA	2015-07-16
300000294	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-11-03
300000294	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-09-23
300000295	10	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-06-07
300000295	20	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2014-12-21
300000295	30	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-12-12
300000295	40	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-02-01
300000295	50	HT-6100	\N	EUR	558.11	469	89.11	1	EA	2015-01-09
300000295	60	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-07-17
300000295	70	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-08-21
300000295	80	HT-6100	\N	EUR	1674.33	1407	267.33	3	EA	2015-05-06
300000295	90	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-01-27
300000296	10	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-03-10
300000296	20	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2015-09-03
300000296	30	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-02-10
300000297	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-12-11
300000297	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-04-25
300000298	10	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-10-08
300000298	20	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-01-25
300000298	30	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-09-04
300000298	40	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-09-21
300000299	10	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-09-08
300000299	20	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2014-12-08
300000299	30	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-03-31
300000299	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-01-24
300000299	50	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2015-06-26
300000299	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-03-22
300000299	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-12-13
300000299	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-06-17
300000300	10	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-08-28
300000300	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-11-01
300000300	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-11-16
300000300	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-01-19
300000300	50	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-10-21
300000300	60	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-12-01
300000300	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-11-16
300000300	80	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-09-12
300000300	90	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-10-20
300000300	100	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-05-29
300000301	10	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-04-10
300000301	20	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-04-19
300000301	30	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-07-05
300000301	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-01-14
300000301	50	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-01-14
300000301	60	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-08-14
300000301	70	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-10-17
300000301	80	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-06-08
300000301	90	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-08-13
300000301	100	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-01-16
300000302	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-03-11
300000302	20	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-10-31
300000302	30	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-03-06
300000302	40	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-04-18
300000302	50	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-11-20
300000302	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-07-09
300000302	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-07-20
300000302	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-11-05
300000303	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-12-08
300000303	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-03-16
300000303	30	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-10-03
300000303	40	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-11-10
300000303	50	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-01-08
300000304	10	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-11-28
300000304	20	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-01-30
300000304	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-04-07
300000304	40	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-08-13
300000304	50	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-01-28
300000305	10	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-02-21
300000305	20	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-09-22
300000305	30	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-05-16
300000305	40	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-11-03
300000305	50	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-12-06
300000305	60	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-09-06
300000305	70	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-03-21
300000306	10	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-08-31
300000306	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-05-08
300000306	30	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-10-02
300000307	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-11-06
300000307	20	HT-1120	\N	EUR	928.2	780	148.2	3	EA	2015-02-14
300000307	30	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-04-27
300000307	40	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2015-08-31
300000307	50	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-09-23
300000307	60	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2014-12-22
300000307	70	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-08-12
300000307	80	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-01-15
300000308	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2014-12-15
300000308	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-03-13
300000308	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2014-12-30
300000308	40	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-05-18
300000308	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-11-28
300000308	60	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-12-09
300000309	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-11-13
300000309	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-05-23
300000309	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-12-24
300000310	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-06-19
300000310	20	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-10-21
300000310	30	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-01-26
300000310	40	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-11-26
300000310	50	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-01-25
300000310	60	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-09-21
300000310	70	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-01-30
300000311	10	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-08-30
300000311	20	HT-1120	\N	EUR	928.2	780	148.2	3	EA	2015-10-23
300000311	30	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-11-15
300000311	40	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-03-16
300000312	10	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-11-03
300000312	20	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-10-12
300000312	30	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-09-21
300000312	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-03-30
300000312	50	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-08-11
300000312	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-01-23
300000312	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-06-09
300000312	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-03-24
300000312	90	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2014-12-24
300000313	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-04-08
300000313	20	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-12-19
300000313	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2014-12-27
300000313	40	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-11-18
300000313	50	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-01-25
300000313	60	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-01-27
300000313	70	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-07-13
300000314	10	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-04-12
300000314	20	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-01-17
300000314	30	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-12-15
300000314	40	HT-1501	\N	JPY	17850	15000	2850	1	EA	2014-12-17
300000314	50	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-08-21
300000314	60	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-04-12
300000315	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-02-03
300000315	20	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-02-05
300000315	30	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-01-10
300000315	40	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2014-12-07
300000315	50	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-10-07
300000315	60	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-06-01
300000315	70	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-10-04
300000315	80	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-11-17
300000315	90	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-01-22
300000316	10	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2015-09-11
300000316	20	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-11-06
300000316	30	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2014-12-28
300000317	10	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-09-11
300000317	20	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-10-27
300000318	10	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-08-18
300000318	20	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-12-03
300000318	30	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-05-30
300000318	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-08-25
300000319	10	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-03-01
300000319	20	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-11-23
300000319	30	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-07-15
300000319	40	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-03-01
300000319	50	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-11-29
300000319	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-07-18
300000320	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-05-30
300000320	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-04-08
300000320	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-10-01
300000320	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-09-19
300000320	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-05-23
300000320	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2014-12-27
300000320	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-06-15
300000320	80	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-02-18
300000320	90	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2014-12-10
300000321	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-02-16
300000321	20	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-12-03
300000321	30	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-10-30
300000322	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-04-22
300000322	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-02-24
300000323	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-01-20
300000323	20	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-07-24
300000323	30	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-08-27
300000323	40	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-01-19
300000324	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-07-08
300000324	20	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-07-03
300000324	30	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-07-08
300000324	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-02-25
300000324	50	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-11-17
300000324	60	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-06-04
300000324	70	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-02-14
300000325	10	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-04-11
300000325	20	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-09-05
300000325	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-01-15
300000325	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-11-24
300000325	50	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-09-13
300000325	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-10-28
300000325	70	HT-1500	\N	EUR	11900	10000	1900	2	EA	2014-12-28
300000325	80	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-09-01
300000325	90	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-03-29
300000325	100	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-12-01
300000326	10	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-10-22
300000326	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-04-14
300000326	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-08-23
300000326	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-01-26
300000326	50	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-01-31
300000326	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-08-30
300000326	70	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-06-11
300000326	80	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-09-12
300000326	90	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-02-18
300000326	100	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-09-14
300000327	10	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-04-07
300000327	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-04-20
300000327	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-04-01
300000327	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-02-08
300000327	50	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-09-21
300000327	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-02-10
300000327	70	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-09-15
300000327	80	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-08-13
300000328	10	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-07-17
300000328	20	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-03-15
300000328	30	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-06-05
300000328	40	HT-1051	\N	USD	117.81	99	18.81	1	EA	2014-12-31
300000328	50	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-11-01
300000329	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-12-14
300000329	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-03-08
300000329	30	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-11-28
300000329	40	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-11-17
300000329	50	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2014-12-11
300000330	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-05-17
300000330	20	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2014-12-12
300000330	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-10-19
300000330	40	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-06-04
300000330	50	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-06-03
300000330	60	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-05-04
300000330	70	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-07-09
300000331	10	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-05-20
300000331	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-02-26
300000331	30	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-08-05
300000332	10	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-11-17
300000332	20	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-12-04
300000332	30	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-03-22
300000332	40	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2014-12-14
300000332	50	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-10-06
300000332	60	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-10-08
300000332	70	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-06-23
300000332	80	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-12-08
300000333	10	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-06-11
300000333	20	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-02-18
300000333	30	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-11-03
300000333	40	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-09-19
300000333	50	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-05-12
300000333	60	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-07-04
300000334	10	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-08-30
300000334	20	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-10-12
300000334	30	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-03-24
300000335	10	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-08-10
300000335	20	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-12-05
300000335	30	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-10-25
300000335	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-06-22
300000335	50	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-07-29
300000335	60	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-12-19
300000335	70	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-09-07
300000336	10	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-05-21
300000336	20	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-06-29
300000336	30	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-02-16
300000336	40	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2014-12-28
300000337	10	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-06-14
300000337	20	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-07-02
300000337	30	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-10-19
300000337	40	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-05-14
300000337	50	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-11-24
300000337	60	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-10-03
300000337	70	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-05-30
300000337	80	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-03-07
300000337	90	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-04-12
300000338	10	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-11-23
300000338	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-02-07
300000338	30	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-09-02
300000338	40	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-04-20
300000338	50	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-05-16
300000338	60	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-01-17
300000338	70	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2014-12-17
300000339	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-08-04
300000339	20	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-05-26
300000339	30	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-01-23
300000339	40	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-04-10
300000339	50	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-04-26
300000339	60	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-04-16
300000340	10	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-02-02
300000340	20	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-06-10
300000340	30	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-03-03
300000340	40	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-05-13
300000340	50	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2014-12-26
300000340	60	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-11-10
300000340	70	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-10-02
300000340	80	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-03-12
300000340	90	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-04-19
300000341	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-06-18
300000341	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-04-26
300000341	30	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-12-01
300000342	10	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-12-05
300000342	20	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-10-19
300000343	10	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-01-24
300000343	20	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-06-11
300000343	30	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-01-16
300000343	40	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-08-22
300000344	10	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-03-28
300000344	20	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-07-05
300000344	30	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-11-22
300000344	40	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-12-28
300000344	50	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-09-22
300000345	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2014-12-24
300000345	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-01-01
300000345	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-05-08
300000345	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-09-24
300000345	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-02-14
300000345	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-10-22
300000345	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-12-26
300000345	80	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-11-02
300000345	90	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-08-04
300000346	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-09-19
300000346	20	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-04-06
300000346	30	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-02-15
300000347	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-03-25
300000347	20	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-01-18
300000348	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-01-23
300000348	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-07-23
300000348	30	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2014-12-29
300000348	40	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-04-20
300000349	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-02-14
300000349	20	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-06-15
300000349	30	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-12-23
300000349	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-07-05
300000349	50	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2014-12-05
300000349	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-08-15
300000349	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-01-17
300000349	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-05-26
300000350	10	HT-8001	\N	GBP	1188.81	999	189.81	1	EA	2015-01-13
300000350	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-01-24
300000350	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-06-04
300000350	40	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-07-22
300000350	50	HT-1031	\N	GBP	1017.45	855	162.45	3	EA	2015-02-18
300000350	60	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-04-10
300000350	70	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-08-25
300000350	80	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-09-15
300000350	90	HT-1112	\N	GBP	139.23	117	22.23	3	EA	2015-02-07
300000350	100	HT-8001	\N	GBP	3566.43	2997	569.43	3	EA	2015-02-18
300000351	10	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-05-21
300000351	20	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-09-04
300000351	30	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-07-08
300000351	40	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-07-12
300000351	50	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-03-06
300000351	60	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-09-10
300000351	70	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-07-16
300000351	80	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-12-27
300000351	90	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-05-05
300000351	100	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-11-27
300000352	10	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-07-17
300000352	20	AD-1000	\N	CAD	0	0	0	1	EA	2015-05-14
300000352	30	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-07-14
300000352	40	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-04-29
300000352	50	AD-1000	\N	CAD	0	0	0	1	EA	2015-01-31
300000352	60	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-12-04
300000352	70	HT-1115	\N	CAD	49.98	42	7.98	1	EA	2015-01-26
300000352	80	AD-1000	\N	CAD	0	0	0	2	EA	2015-11-29
300000353	10	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-03-03
300000353	20	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-09-22
300000353	30	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-10-19
300000353	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-12-23
300000353	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-05-13
300000354	10	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-01-11
300000354	20	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-09-10
300000354	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-02-03
300000354	40	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-04-18
300000354	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2014-12-20
300000355	10	HT-1114	\N	USD	82.11	69	13.11	1	EA	2015-12-15
300000355	20	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-10-11
300000355	30	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-04-07
300000355	40	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-04-08
300000355	50	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-01-13
300000355	60	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-10-18
300000355	70	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-12-10
300000356	10	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-08-02
300000356	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2014-12-30
300000356	30	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-03-06
300000357	10	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-02-01
300000357	20	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-01-22
300000357	30	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-08-24
300000357	40	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-09-13
300000357	50	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-11-11
300000357	60	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-04-01
300000357	70	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-10-27
300000357	80	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-01-29
300000358	10	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-03-11
300000358	20	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-10-22
300000358	30	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-07-12
300000358	40	HT-1041	\N	ARS	1749.3	1470	279.3	3	EA	2015-04-05
300000358	50	HT-1118	\N	ARS	94.01	79	15.01	1	EA	2015-03-27
300000358	60	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-10-19
300000359	10	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2014-12-20
300000359	20	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-06-25
300000359	30	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-11-01
300000360	10	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-08-06
300000360	20	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2014-12-16
300000360	30	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2014-12-24
300000360	40	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-11-15
300000360	50	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-12-18
300000360	60	HT-1030	\N	EUR	273.7	230	43.7	1	EA	2015-05-12
300000360	70	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-08-09
300000361	10	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2014-12-12
300000361	20	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-03-23
300000361	30	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-03-23
300000361	40	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-08-03
300000362	10	AD-1000	\N	CAD	0	0	0	2	EA	2015-06-22
300000362	20	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-12-11
300000362	30	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-10-10
300000362	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-08-20
300000362	50	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2014-12-27
300000362	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-12-26
300000362	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-10-06
300000362	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-03-10
300000362	90	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-06-28
300000363	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-08-31
300000363	20	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-09-22
300000363	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-01-30
300000363	40	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-01-15
300000363	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-05-31
300000363	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-02-27
300000363	70	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-11-15
300000364	10	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-07-13
300000364	20	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-10-10
300000364	30	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-03-18
300000364	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-07-24
300000364	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-02-05
300000364	60	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-10-19
300000365	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-04-06
300000365	20	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-09-26
300000365	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-01-25
300000365	40	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-09-30
300000365	50	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-08-27
300000365	60	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-06-26
300000365	70	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-06-04
300000365	80	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-06-12
300000365	90	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-06-21
300000366	10	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-03-10
300000366	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-07-12
300000366	30	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-08-12
300000367	10	HT-1115	\N	CAD	49.98	42	7.98	1	EA	2015-01-31
300000367	20	AD-1000	\N	CAD	0	0	0	2	EA	2015-02-01
300000368	10	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-04-28
300000368	20	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-10-21
300000368	30	HT-8000	\N	EUR	950.81	799	151.81	1	EA	2015-10-15
300000368	40	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-02-03
300000369	10	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-03-01
300000369	20	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-07-06
300000369	30	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-01-19
300000369	40	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-04-10
300000369	50	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-05-16
300000369	60	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-09-20
300000370	10	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-07-08
300000370	20	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-05-03
300000370	30	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-06-15
300000370	40	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-04-15
300000370	50	HT-8001	\N	GBP	1188.81	999	189.81	1	EA	2015-03-04
300000370	60	HT-1031	\N	GBP	339.15	285	54.15	1	EA	2015-03-22
300000370	70	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2014-12-24
300000370	80	HT-8001	\N	GBP	3566.43	2997	569.43	3	EA	2015-01-21
300000370	90	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-08-04
300000371	10	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-03-27
300000371	20	HT-8000	\N	EUR	950.81	799	151.81	1	EA	2015-06-28
300000371	30	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-02-26
300000372	10	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-11-17
300000372	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-04-20
300000373	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-02-12
300000373	20	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-04-23
300000373	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-12-05
300000373	40	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-06-09
300000374	10	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-06-24
300000374	20	AD-1000	\N	CAD	0	0	0	3	EA	2015-08-31
300000374	30	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2015-06-18
300000374	40	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2014-12-26
300000374	50	AD-1000	\N	CAD	0	0	0	2	EA	2015-01-14
300000374	60	HT-1036	\N	CAD	511.7	430	81.7	1	EA	2015-12-10
300000374	70	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-08-07
300000375	10	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-08-15
300000375	20	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2014-12-24
300000375	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-02-19
300000375	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-09-17
300000375	50	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-05-28
300000375	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-01-27
300000375	70	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-03-05
300000375	80	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-08-15
300000375	90	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-11-10
300000375	100	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-08-30
300000376	10	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-04-26
300000376	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-06-12
300000376	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-10-11
300000376	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-09-14
300000376	50	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-01-27
300000376	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-08-15
300000376	70	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2014-12-09
300000376	80	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-06-06
300000376	90	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-05-06
300000376	100	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-09-09
300000377	10	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-07-26
300000377	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-10-31
300000377	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-05-06
300000377	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-04-16
300000377	50	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-03-05
300000377	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-06-19
300000377	70	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-06-03
300000377	80	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-01-02
300000378	10	HT-8003	\N	USD	4955.16	4164	791.16	3	EA	2015-12-13
300000378	20	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-07-24
300000378	30	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-02-19
300000378	40	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-06-03
300000378	50	HT-1035	\N	USD	474.81	399	75.81	1	EA	2015-10-01
300000379	10	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-02-24
300000379	20	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2014-12-09
300000379	30	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-01-12
300000379	40	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-03-13
300000379	50	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-05-27
300000380	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-06-01
300000380	20	HT-1032	\N	EUR	821.1	690	131.1	2	EA	2015-08-31
300000380	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-01-22
300000380	40	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-04-26
300000380	50	HT-1032	\N	EUR	821.1	690	131.1	2	EA	2015-11-11
300000380	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-03-04
300000380	70	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-05-02
300000381	10	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-09-15
300000381	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-07-05
300000381	30	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-02-23
300000382	10	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-12-06
300000382	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-10-30
300000382	30	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-01-11
300000382	40	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-07-07
300000382	50	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-09-07
300000382	60	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-10-04
300000382	70	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-02-23
300000382	80	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-07-15
300000383	10	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-06-11
300000383	20	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-07-05
300000383	30	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-03-08
300000383	40	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-01-14
300000383	50	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-02-05
300000383	60	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-05-03
300000384	10	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-01-11
300000384	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-06-11
300000384	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-11-28
300000385	10	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-08-28
300000385	20	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-08-25
300000385	30	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-01-09
300000385	40	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-03-20
300000385	50	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-05-12
300000385	60	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-03-23
300000385	70	HT-8000	\N	EUR	2852.43	2397	455.43	3	EA	2015-10-14
300000386	10	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-03-15
300000386	20	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-07-20
300000386	30	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-05-06
300000386	40	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-05-28
300000387	10	AD-1000	\N	CAD	0	0	0	2	EA	2015-07-30
300000387	20	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-12-23
300000387	30	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-10-25
300000387	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-09-09
300000387	50	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-09-05
300000387	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-04-06
300000387	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-11-29
300000387	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-09-09
300000387	90	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-04-06
300000388	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2014-12-23
300000388	20	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-12-13
300000388	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-08-14
300000388	40	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-06-26
300000388	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-03-06
300000388	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-05-29
300000388	70	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-08-01
300000389	10	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-03-22
300000389	20	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-06-13
300000389	30	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-01-09
300000389	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-05-28
300000389	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-11-09
300000389	60	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-11-22
300000390	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-12-31
300000390	20	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-08-27
300000390	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-09-09
300000390	40	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-12-28
300000390	50	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-08-18
300000390	60	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-07-31
300000390	70	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-11-01
300000390	80	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-01-26
300000390	90	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-01-12
300000391	10	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-10-12
300000391	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-08-02
300000391	30	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-10-17
300000392	10	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-02-24
300000392	20	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-11-18
300000393	10	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2015-11-21
300000393	20	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-01-21
300000393	30	AD-1000	\N	CAD	0	0	0	1	EA	2015-12-22
300000393	40	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-08-19
300000394	10	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-05-14
300000394	20	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-12-27
300000394	30	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-11-03
300000394	40	HT-1041	\N	ARS	1749.3	1470	279.3	3	EA	2015-05-03
300000394	50	HT-1118	\N	ARS	94.01	79	15.01	1	EA	2015-08-18
300000395	10	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-11-26
300000395	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-07-26
300000395	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-04-06
300000395	40	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-03-31
300000395	50	HT-1031	\N	GBP	339.15	285	54.15	1	EA	2015-10-14
300000395	60	HT-1112	\N	GBP	46.41	39	7.41	1	EA	2015-11-17
300000395	70	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-03-25
300000395	80	HT-1031	\N	GBP	1017.45	855	162.45	3	EA	2015-02-02
300000395	90	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-11-27
300000396	10	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-12-25
300000396	20	HT-1030	\N	EUR	273.7	230	43.7	1	EA	2015-02-12
300000396	30	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-08-10
300000397	10	HT-8003	\N	USD	4955.16	4164	791.16	3	EA	2015-08-24
300000397	20	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-09-04
300000398	10	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-07-08
300000398	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-10-07
300000398	30	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2014-12-31
300000398	40	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-02-10
300000399	10	AD-1000	\N	CAD	0	0	0	3	EA	2014-12-18
300000399	20	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2014-12-05
300000399	30	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-01-31
300000399	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-10-25
300000399	50	HT-1036	\N	CAD	511.7	430	81.7	1	EA	2015-02-13
300000399	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-07-02
300000399	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-05-04
300000399	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-06-06
300000400	10	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-02-23
300000400	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-09-09
300000400	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2014-12-08
300000400	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-06-25
300000400	50	HT-6132	\N	BRL	3209.43	2697	512.43	3	EA	2015-11-16
300000400	60	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-07-14
300000400	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-05-27
300000400	80	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-07-29
300000400	90	HT-6132	\N	BRL	3209.43	2697	512.43	3	EA	2015-11-04
300000400	100	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2015-10-06
300000401	10	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-02-09
300000401	20	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2015-03-19
300000401	30	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-01-26
300000401	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-06-19
300000401	50	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-10-09
300000401	60	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-03-18
300000401	70	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-07-14
300000401	80	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-11-25
300000401	90	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-01-10
300000401	100	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-08-18
300000402	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-11-28
300000402	20	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-05-25
300000402	30	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2014-12-11
300000402	40	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-11-16
300000402	50	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-03-18
300000402	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-06-19
300000402	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-10-12
300000402	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-07-02
300000403	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-04-06
300000403	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-11-22
300000403	30	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-10-01
300000403	40	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-09-06
300000403	50	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-07-11
300000404	10	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-01-03
300000404	20	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-04-04
300000404	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-02-23
300000404	40	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-11-04
300000404	50	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-09-14
300000405	10	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-04-25
300000405	20	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-04-20
300000405	30	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-12-15
300000405	40	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-09-26
300000405	50	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-06-09
300000405	60	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-02-07
300000405	70	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-08-02
300000406	10	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-11-24
300000406	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-06-04
300000406	30	HT-1069	\N	JPY	2856	2400	456	3	EA	2014-12-25
300000407	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-02-02
300000407	20	HT-1070	\N	ARS	253.11	212.7	40.41	3	EA	2015-11-16
300000407	30	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-11-13
300000407	40	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2014-12-20
300000407	50	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-08-15
300000407	60	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-06-12
300000407	70	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-04-03
300000407	80	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-04-12
300000408	10	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-02-15
300000408	20	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-07-25
300000408	30	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-11-20
300000408	40	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2015-12-29
300000408	50	HT-6131	\N	ARS	1426.81	1199	227.81	1	EA	2015-11-28
300000408	60	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-12-03
300000409	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-07-05
300000409	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-10-04
300000409	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-09-26
300000410	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-07-28
300000410	20	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-05-11
300000410	30	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-11-29
300000410	40	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-05-21
300000410	50	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-12-19
300000410	60	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2014-12-26
300000410	70	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-06-11
300000411	10	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-09-25
300000411	20	HT-1070	\N	ARS	253.11	212.7	40.41	3	EA	2015-07-26
300000411	30	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-12-04
300000411	40	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-02-05
300000412	10	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-02-16
300000412	20	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-01-19
300000412	30	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-07-01
300000412	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-04-16
300000412	50	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-11-09
300000412	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-09-14
300000412	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-12-23
300000412	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2014-12-13
300000412	90	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-06-25
300000413	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-04-03
300000413	20	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-02-14
300000413	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-09-01
300000413	40	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-05-15
300000413	50	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-11-08
300000413	60	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-11-18
300000413	70	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-06-19
300000414	10	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-07-14
300000414	20	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-01-24
300000414	30	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-10-20
300000414	40	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-05-10
300000414	50	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-05-27
300000414	60	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-12-13
300000415	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-08-14
300000415	20	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-08-07
300000415	30	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-03-07
300000415	40	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-04-16
300000415	50	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-04-13
300000415	60	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-02-11
300000415	70	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-06-19
300000415	80	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-09-23
300000415	90	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-01-08
300000416	10	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-08-04
300000416	20	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-07-12
300000416	30	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-08-05
300000417	10	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-08-18
300000417	20	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-04-18
300000418	10	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-10-01
300000418	20	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-05-17
300000418	30	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-01-04
300000418	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-01-26
300000419	10	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-01-06
300000419	20	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-12-08
300000419	30	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-11-09
300000419	40	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-02-14
300000419	50	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-02-19
300000419	60	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-10-12
300000420	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-01-04
300000420	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-04-30
300000420	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-07-09
300000420	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-02-02
300000420	50	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-09-11
300000420	60	HT-1063	\N	BRL	16.66	14	2.66	1	EA	2015-05-22
300000420	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-03-30
300000420	80	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2015-05-22
300000420	90	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-02-18
300000421	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-01-19
300000421	20	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-12-14
300000421	30	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-07-03
300000422	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-02-02
300000422	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-04-07
300000423	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-08-04
300000423	20	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-03-23
300000423	30	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-05-21
300000423	40	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-11-23
300000424	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-03-24
300000424	20	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-05-18
300000424	30	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-11-02
300000424	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-09-29
300000424	50	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-10-30
300000424	60	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-09-28
300000424	70	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-08-20
300000425	10	HT-1069	\N	JPY	952	800	152	1	EA	2014-12-21
300000425	20	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-07-17
300000425	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-12-04
300000425	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-02-15
300000425	50	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-08-03
300000425	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-04-01
300000425	70	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-08-24
300000425	80	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-05-26
300000425	90	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-12-18
300000425	100	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-07-08
300000426	10	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-02-19
300000426	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-10-20
300000426	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-11-02
300000426	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-08-10
300000426	50	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-08-24
300000426	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-09-22
300000426	70	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-05-02
300000426	80	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-11-09
300000426	90	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-03-30
300000426	100	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-03-27
300000427	10	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-09-04
300000427	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-05-11
300000427	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-12-21
300000427	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-01-29
300000427	50	HT-1069	\N	JPY	952	800	152	1	EA	2015-12-18
300000427	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-02-07
300000427	70	HT-1069	\N	JPY	952	800	152	1	EA	2015-09-17
300000427	80	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-06-05
300000428	10	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-02-24
300000428	20	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-06-19
300000428	30	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-10-18
300000428	40	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-07-30
300000428	50	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-05-15
300000429	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2014-12-08
300000429	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-01-28
300000429	30	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-04-04
300000429	40	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-04-11
300000429	50	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-07-15
300000430	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-07-19
300000430	20	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-10-25
300000430	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-04-05
300000430	40	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-04-14
300000430	50	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-06-28
300000430	60	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2014-12-23
300000430	70	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-10-05
300000431	10	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-04-21
300000431	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-12-03
300000431	30	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-03-25
300000432	10	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-10-28
300000432	20	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-01-21
300000432	30	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-04-16
300000432	40	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-04-05
300000432	50	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2014-12-31
300000432	60	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-02-09
300000432	70	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-09-17
300000432	80	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-06-08
300000433	10	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-11-17
300000433	20	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-11-26
300000433	30	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-02-07
300000433	40	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-08-04
300000433	50	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2014-12-20
300000433	60	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-02-09
300000434	10	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-08-23
300000434	20	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-06-29
300000434	30	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-02-18
300000435	10	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-06-18
300000435	20	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-08-08
300000435	30	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-08-07
300000435	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-07-03
300000435	50	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-11-26
300000435	60	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2015-01-17
300000435	70	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-07-15
300000436	10	HT-1069	\N	JPY	952	800	152	1	EA	2015-09-22
300000436	20	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-02-16
300000436	30	HT-1069	\N	JPY	2856	2400	456	3	EA	2014-12-04
300000436	40	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-10-17
300000437	10	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-02-09
300000437	20	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-08-17
300000437	30	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-12-04
300000437	40	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-08-01
300000437	50	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-09-05
300000437	60	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-12-10
300000437	70	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-02-27
300000437	80	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-01-16
300000437	90	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-12-20
300000438	10	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-04-18
300000438	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-11-23
300000438	30	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-12-01
300000438	40	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-09-12
300000438	50	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-01-06
300000438	60	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-02-08
300000438	70	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-08-18
300000439	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-08-16
300000439	20	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-06-02
300000439	30	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-01-28
300000439	40	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-10-29
300000439	50	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-01-16
300000439	60	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-09-17
300000440	10	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-03-01
300000440	20	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-12-15
300000440	30	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-06-30
300000440	40	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-07-25
300000440	50	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-08-06
300000440	60	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-04-16
300000440	70	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-05-27
300000440	80	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-10-05
300000440	90	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-01-15
300000441	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-03-22
300000441	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-08-08
300000441	30	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-06-12
300000442	10	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2015-02-01
300000442	20	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-04-26
300000443	10	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2014-12-23
300000443	20	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-06-23
300000443	30	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-02-25
300000443	40	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-11-22
300000444	10	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2014-12-18
300000444	20	HT-6131	\N	ARS	1426.81	1199	227.81	1	EA	2015-12-13
300000444	30	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2015-01-02
300000444	40	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-02-22
300000444	50	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-05-09
300000445	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-11-29
300000445	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-06-09
300000445	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-05-06
300000445	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-03-28
300000445	50	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-01-07
300000445	60	HT-1063	\N	BRL	16.66	14	2.66	1	EA	2015-02-26
300000445	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-11-21
300000445	80	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2015-01-31
300000445	90	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2014-12-26
300000446	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-09-14
300000446	20	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-07-20
300000446	30	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-02-09
300000447	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-01-10
300000447	20	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-04-09
300000448	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-05-24
300000448	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-06-23
300000448	30	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-07-22
300000448	40	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-07-05
300000449	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-10-03
300000449	20	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2014-12-08
300000449	30	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-10-19
300000449	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-10-03
300000449	50	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-08-30
300000449	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-07-21
300000449	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-11-10
300000449	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-10-16
300000450	10	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-05-24
300000450	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-24
300000450	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-10-01
300000450	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-12-16
300000450	50	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-07-28
300000450	60	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-04-16
300000450	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-11-02
300000450	80	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-11-04
300000450	90	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-12-27
300000450	100	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2014-12-22
300000451	10	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-05-09
300000451	20	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-09-15
300000451	30	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-05-26
300000451	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-12-23
300000451	50	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-06-26
300000451	60	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-09-07
300000451	70	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-12-19
300000451	80	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-01-01
300000451	90	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-08-20
300000451	100	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-04-10
300000452	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-08-20
300000452	20	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-10-26
300000452	30	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-10-21
300000452	40	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-04-03
300000452	50	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-11-09
300000452	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-06-06
300000452	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-07-23
300000452	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-04-08
300000453	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-11-19
300000453	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-05-19
300000453	30	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-03-02
300000453	40	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-09-09
300000453	50	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-01-09
300000454	10	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-08-01
300000454	20	HT-6122	\N	USD	198.73	167	31.73	1	EA	2014-12-25
300000454	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-11-05
300000454	40	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-03-12
300000454	50	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-03-12
300000455	10	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-02-25
300000455	20	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-09-04
300000455	30	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-04-26
300000455	40	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-11-25
300000455	50	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-08-19
300000455	60	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-05-22
300000455	70	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-11-21
300000456	10	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-09-20
300000456	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-05-21
300000456	30	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-03-02
300000457	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-02-06
300000457	20	HT-1082	\N	ARS	603.33	507	96.33	3	EA	2015-10-19
300000457	30	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-12-20
300000457	40	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2014-12-08
300000457	50	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-07-31
300000457	60	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-09-14
300000457	70	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-05-07
300000457	80	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-09-28
300000458	10	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-04-23
300000458	20	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-07-24
300000458	30	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-12-04
300000458	40	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-05-13
300000458	50	HT-6101	\N	DKK	808.01	679	129.01	1	EA	2015-04-17
300000458	60	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-10-13
300000459	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-05-17
300000459	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-07-20
300000459	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-12-17
300000460	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-10-16
300000460	20	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-04-20
300000460	30	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-06-24
300000460	40	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-02-19
300000460	50	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-02-11
300000460	60	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-03-03
300000460	70	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-12-18
300000461	10	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-10-02
300000461	20	HT-1082	\N	ARS	603.33	507	96.33	3	EA	2015-10-28
300000461	30	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-05-22
300000461	40	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-12-03
300000462	10	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-07-26
300000462	20	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-08-30
300000462	30	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-05-31
300000462	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-07-18
300000462	50	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-03-04
300000462	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-11-06
300000462	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-10-11
300000462	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-05-28
300000462	90	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-04-24
300000463	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-12-14
300000463	20	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-05-19
300000463	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-11-25
300000463	40	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-08-08
300000463	50	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-08-11
300000463	60	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-08-05
300000463	70	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2014-12-23
300000464	10	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-10-06
300000464	20	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-01-01
300000464	30	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-01-28
300000464	40	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-04-10
300000464	50	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-02-14
300000464	60	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-01-21
300000465	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-02-09
300000465	20	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-10-06
300000465	30	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-03-31
300000465	40	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-10-01
300000465	50	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-08-30
300000465	60	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-02-16
300000465	70	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-05-15
300000465	80	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-03-02
300000465	90	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-12-15
300000466	10	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2015-07-02
300000466	20	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-12-27
300000466	30	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2015-11-13
300000467	10	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-07-21
300000467	20	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-04-20
300000468	10	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-04-20
300000468	20	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-10-04
300000468	30	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-01-20
300000468	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-08-13
300000469	10	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-10-14
300000469	20	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-03-24
300000469	30	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-11-13
300000469	40	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-12-30
300000469	50	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-04-10
300000469	60	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-06-14
300000470	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-03-17
300000470	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-11-17
300000470	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-05-31
300000470	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-05-01
300000470	50	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-09-16
300000470	60	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-01-25
300000470	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-09-25
300000470	80	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-10-20
300000470	90	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-06-22
300000471	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2014-12-12
300000471	20	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-09-18
300000471	30	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2014-12-31
300000472	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-06-15
300000472	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-01-30
300000473	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-10-18
300000473	20	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-10-11
300000473	30	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-09-09
300000473	40	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-02-17
300000474	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-09-25
300000474	20	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-10-04
300000474	30	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-06-05
300000474	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-06-22
300000474	50	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-01-09
300000474	60	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-12-17
300000474	70	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-08-19
300000475	10	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-12-06
300000475	20	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-10-07
300000475	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-08-23
300000475	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-02-08
300000475	50	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-04-04
300000475	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-03-03
300000475	70	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2014-12-21
300000475	80	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-05-30
300000475	90	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-10-10
300000475	100	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-08-30
300000476	10	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-07-21
300000476	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-12-20
300000476	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-10-01
300000476	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-01-20
300000476	50	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-11-26
300000476	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-01-16
300000476	70	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-08-01
300000476	80	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-02-06
300000476	90	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-02-10
300000476	100	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-08-29
300000477	10	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-11-17
300000477	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-08-11
300000477	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-05-23
300000477	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-06-10
300000477	50	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-11-03
300000477	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-11-25
300000477	70	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-07-12
300000477	80	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-05-13
300000478	10	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-04-28
300000478	20	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2014-12-05
300000478	30	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-07-29
300000478	40	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-09-04
300000478	50	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-03-11
300000479	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-11-22
300000479	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-11-22
300000479	30	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-01-25
300000479	40	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-10-02
300000479	50	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-05-09
300000480	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-05-22
300000480	20	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-11-21
300000480	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-12-24
300000480	40	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-09-23
300000480	50	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-11-26
300000480	60	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-09-21
300000480	70	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2014-12-19
300000481	10	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-03-23
300000481	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-05-04
300000481	30	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-09-29
300000482	10	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-03-13
300000482	20	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-01-17
300000482	30	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-04-04
300000482	40	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-08-04
300000482	50	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-04-27
300000482	60	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-01-17
300000482	70	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-08-04
300000482	80	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-08-16
300000483	10	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-03-25
300000483	20	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-07-03
300000483	30	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-03-26
300000483	40	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-06-13
300000483	50	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-01-02
300000483	60	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-10-07
300000484	10	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-29
300000484	20	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-11-24
300000484	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-04-19
300000485	10	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-12-08
300000485	20	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-03-07
300000485	30	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-09-21
300000485	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2014-12-08
300000485	50	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-07-19
300000485	60	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-11-23
300000485	70	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-03-07
300000486	10	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-05-19
300000486	20	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-03-23
300000486	30	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-04-27
300000486	40	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-07-10
300000487	10	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-04-11
300000487	20	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-08-13
300000487	30	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2014-12-20
300000487	40	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-09-29
300000487	50	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-08-18
300000487	60	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-08-01
300000487	70	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-01-06
300000487	80	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-07-31
300000487	90	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2014-12-11
300000488	10	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-07-24
300000488	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2014-12-05
300000488	30	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-04-04
300000488	40	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-12-17
300000488	50	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-10-30
300000488	60	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-06-12
300000488	70	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-12-21
300000489	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-10-22
300000489	20	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-01-11
300000489	30	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-07-11
300000489	40	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-11-14
300000489	50	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-01-19
300000489	60	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-10-31
300000490	10	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-10-28
300000490	20	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-05-19
300000490	30	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-05-03
300000490	40	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-03-12
300000490	50	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-01-01
300000490	60	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-03-12
300000490	70	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-08-22
300000490	80	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-04-09
300000490	90	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-10-06
300000491	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-01-09
300000491	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-10-10
300000491	30	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-06-30
300000492	10	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-11-11
300000492	20	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-07-17
300000493	10	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-04-27
300000493	20	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-01-11
300000493	30	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-03-27
300000493	40	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-10-29
300000494	10	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-02-07
300000494	20	HT-6101	\N	DKK	808.01	679	129.01	1	EA	2015-03-26
300000494	30	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-01-05
300000494	40	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-04-20
300000494	50	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-03-21
300000495	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-10-19
300000495	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-12-01
300000495	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-03-31
300000495	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-12-20
300000495	50	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-08-20
300000495	60	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-07-03
300000495	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-06-26
300000495	80	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-05-21
300000495	90	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-12-31
300000496	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-12-21
300000496	20	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-01-17
300000496	30	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-10-11
300000497	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-02-19
300000497	20	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-07-11
300000498	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-06-17
300000498	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-10-05
300000498	30	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-03-17
300000498	40	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-07-15
300000499	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2014-12-18
300000499	20	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-06-18
300000499	30	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-03-21
300000499	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-09-25
300000499	50	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-04-21
300000499	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-05-05
300000499	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-10-13
300000499	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-04-25
300000500	10	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-01-13
300000500	20	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-06-30
300000500	30	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-12-05
300000500	40	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-05-15
300000500	50	HT-1091	\N	EUR	92.82	78	14.82	3	EA	2015-08-02
300000500	60	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-05-11
300000500	70	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-01-17
300000500	80	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-02-02
300000500	90	HT-6100	\N	EUR	1674.33	1407	267.33	3	EA	2015-03-24
300000500	100	HT-1000	\N	EUR	3412.92	2868	544.92	3	EA	2015-04-01
300000501	10	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-06-05
300000501	20	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2015-02-27
300000501	30	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-05-14
300000501	40	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-09-18
300000501	50	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-08-24
300000501	60	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-06-22
300000501	70	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2014-12-26
300000501	80	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-10-15
300000501	90	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2014-12-22
300000501	100	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2014-12-27
300000502	10	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-06-03
300000502	20	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-01-20
300000502	30	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-05-03
300000502	40	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-03-14
300000502	50	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-08-27
300000502	60	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-01-10
300000502	70	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2015-01-24
300000502	80	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-11-14
300000503	10	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-02-01
300000503	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-12-26
300000503	30	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-11-12
300000503	40	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-11-12
300000503	50	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-01-23
300000504	10	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-09-21
300000504	20	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-06-23
300000504	30	HT-1603	\N	JPY	4046	3400	646	2	EA	2015-08-27
300000504	40	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-06-25
300000504	50	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-05-15
300000505	10	HT-1601	\N	MXN	1071	900	171	1	EA	2015-10-09
300000505	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-07-01
300000505	30	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2014-12-10
300000505	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-09-19
300000505	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-01-19
300000505	60	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-11-28
300000505	70	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-02-24
300000506	10	HT-1003	\N	EUR	5890.5	4950	940.5	3	EA	2014-12-14
300000506	20	HT-1101	\N	EUR	95.08	79.9	15.18	1	EA	2015-12-08
300000506	30	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-02-12
300000507	10	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-11-22
300000507	20	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-08-09
300000507	30	HT-2001	\N	USD	535.49	449.99	85.5	1	EA	2015-12-30
300000507	40	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-08-01
300000507	50	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-01-01
300000507	60	HT-2001	\N	USD	535.49	449.99	85.5	1	EA	2014-12-26
300000507	70	HT-1007	\N	USD	1781.43	1497	284.43	3	EA	2015-02-19
300000507	80	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-11-07
300000508	10	HT-1600	\N	ARS	1428	1200	228	2	EA	2015-03-10
300000508	20	HT-1022	\N	ARS	487.9	410	77.9	2	EA	2015-11-28
300000508	30	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-01-11
300000508	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-09-18
300000508	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-05-31
300000508	60	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-05-22
300000509	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-05-19
300000509	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-07-31
300000509	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-01-21
300000510	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-05-29
300000510	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-09-21
300000510	30	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2014-12-07
300000510	40	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-05-19
300000510	50	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-10-10
300000510	60	HT-1100	\N	USD	106.98	89.9	17.08	1	EA	2015-09-16
300000510	70	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-07-22
300000511	10	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-07-11
300000511	20	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-11-07
300000511	30	HT-2001	\N	USD	1606.46	1349.97	256.49	3	EA	2015-09-27
300000511	40	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-10-21
300000512	10	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-03-26
300000512	20	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2014-12-30
300000512	30	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-07-30
300000512	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-06-28
300000512	50	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-01-18
300000512	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-06-01
300000512	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-05-16
300000512	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-01-22
300000512	90	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-02-10
300000513	10	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-02-23
300000513	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-12-30
300000513	30	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-05-26
300000513	40	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-07-03
300000513	50	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-09-17
300000513	60	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-06-17
300000513	70	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-07-09
300000514	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-06-07
300000514	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-03-04
300000514	30	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-04-07
300000514	40	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-02-08
300000514	50	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-01-24
300000514	60	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-06-27
300000515	10	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-10-16
300000515	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-03-23
300000515	30	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-09-09
300000515	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-10-22
300000515	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-08-10
300000515	60	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-10-29
300000515	70	HT-1601	\N	MXN	2142	1800	342	2	EA	2015-03-12
300000515	80	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-04-12
300000515	90	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-03-06
300000516	10	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-06-02
300000516	20	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-05-04
300000516	30	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-11-21
300000517	10	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2015-03-08
300000517	20	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-11-15
300000518	10	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-05-22
300000518	20	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-02-24
300000518	30	HT-1002	\N	USD	1868.3	1570	298.3	1	EA	2015-07-05
300000518	40	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-06-07
300000519	10	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-01-26
300000519	20	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-03-14
300000519	30	HT-1107	\N	ARS	106.74	89.7	17.04	3	EA	2015-05-26
300000519	40	HT-1600	\N	ARS	714	600	114	1	EA	2015-08-07
300000519	50	HT-1022	\N	ARS	731.85	615	116.85	3	EA	2015-04-07
300000519	60	HT-1107	\N	ARS	35.58	29.9	5.68	1	EA	2015-07-20
300000520	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-11-27
300000520	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-07-10
300000520	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-10-23
300000520	40	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-06-27
300000520	50	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-07-26
300000520	60	HT-1091	\N	EUR	30.94	26	4.94	1	EA	2015-12-13
300000520	70	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-03-26
300000520	80	HT-1000	\N	EUR	3412.92	2868	544.92	3	EA	2015-11-30
300000520	90	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-10-30
300000521	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-09-16
300000521	20	HT-1002	\N	USD	1868.3	1570	298.3	1	EA	2015-09-12
300000521	30	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2014-12-08
300000522	10	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-11-25
300000522	20	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-03-29
300000523	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-03-18
300000523	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-01-28
300000523	30	HT-1021	\N	MXN	177.31	149	28.31	1	EA	2015-12-09
300000523	40	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-05-11
300000524	10	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-06-15
300000524	20	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-04-10
300000524	30	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-09-10
300000524	40	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-06-30
300000524	50	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-12-24
300000524	60	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2014-12-29
300000524	70	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-12-12
300000525	10	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-08-28
300000525	20	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-09-11
300000525	30	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-12-31
300000525	40	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-03-30
300000525	50	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-06-21
300000525	60	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-06-13
300000525	70	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-04-18
300000525	80	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2014-12-14
300000525	90	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-07-05
300000525	100	HT-1003	\N	EUR	5890.5	4950	940.5	3	EA	2015-07-01
300000526	10	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-10-04
300000526	20	HT-2025	\N	EUR	53.54	44.99	8.55	1	EA	2015-02-13
300000526	30	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-12-16
300000526	40	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-07-12
300000526	50	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-08-21
300000526	60	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-08-25
300000526	70	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-06-23
300000526	80	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-03-16
300000526	90	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-04-25
300000526	100	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-06-05
300000527	10	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-07-26
300000527	20	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-02-27
300000527	30	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-05-27
300000527	40	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-04-03
300000527	50	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-12-04
300000527	60	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-12-09
300000527	70	HT-2025	\N	EUR	53.54	44.99	8.55	1	EA	2015-01-14
300000527	80	HT-1003	\N	EUR	3927	3300	627	2	EA	2014-12-05
300000528	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-12-03
300000528	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-10-07
300000528	30	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-11-07
300000528	40	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-02-17
300000528	50	HT-1601	\N	MXN	1071	900	171	1	EA	2015-09-01
300000529	10	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-04-29
300000529	20	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-12-11
300000529	30	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-07-09
300000529	40	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-12-25
300000529	50	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-12-13
300000530	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-04-04
300000530	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2014-12-25
300000530	30	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-09-15
300000530	40	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-10-24
300000530	50	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-08-21
300000530	60	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-11-19
300000530	70	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-07-17
300000531	10	HT-1007	\N	USD	1781.43	1497	284.43	3	EA	2015-03-09
300000531	20	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-09-16
300000531	30	HT-2001	\N	USD	1606.46	1349.97	256.49	3	EA	2015-06-14
300000532	10	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-04-10
300000532	20	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-09-13
300000532	30	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-12-12
300000532	40	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-09-22
300000532	50	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-02-21
300000532	60	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-03-11
300000532	70	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-10-06
300000532	80	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-12-02
300000533	10	HT-1600	\N	ARS	1428	1200	228	2	EA	2015-11-28
300000533	20	HT-1022	\N	ARS	487.9	410	77.9	2	EA	2015-10-04
300000533	30	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-11-06
300000533	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-11-09
300000533	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-12-17
300000533	60	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-03-29
300000534	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-10-14
300000534	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-10-21
300000534	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-11-28
300000535	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-04-10
300000535	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-11-02
300000535	30	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-10-21
300000535	40	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-08-11
300000535	50	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-12-14
300000535	60	HT-1100	\N	USD	106.98	89.9	17.08	1	EA	2015-09-12
300000535	70	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-04-16
300000536	10	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-03-29
300000536	20	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-04-16
300000536	30	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-01-20
300000536	40	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-05-07
300000537	10	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-02-19
300000537	20	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-04-20
300000537	30	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-10-26
300000537	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-10-08
300000537	50	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-09-10
300000537	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2014-12-29
300000537	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-12-10
300000537	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2014-12-18
300000537	90	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-09-26
300000538	10	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-10-29
300000538	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-03-17
300000538	30	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-07-17
300000538	40	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-04-22
300000538	50	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-03-22
300000538	60	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-08-14
300000538	70	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-07-10
300000539	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-06-12
300000539	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-04-17
300000539	30	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-05-20
300000539	40	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-09-05
300000539	50	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-06-07
300000539	60	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-05-07
300000540	10	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-03-14
300000540	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-11-05
300000540	30	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-09-26
300000540	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-02-21
300000540	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2014-12-25
300000540	60	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-08-19
300000540	70	HT-1601	\N	MXN	2142	1800	342	2	EA	2015-03-05
300000540	80	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-12-15
300000540	90	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-11-18
300000541	10	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-04-17
300000541	20	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-02-14
300000541	30	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-08-15
300000542	10	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2015-09-03
300000542	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-05-10
300000543	10	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-12-07
300000543	20	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-05-29
300000543	30	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-07-09
300000543	40	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-01-28
300000544	10	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-10-25
300000544	20	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-03-28
300000544	30	HT-1107	\N	ARS	106.74	89.7	17.04	3	EA	2015-04-03
300000544	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-06-07
300000544	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-02-13
300000545	10	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-09-22
300000545	20	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-05-17
300000545	30	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-06-13
300000545	40	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-11-18
300000545	50	HT-6100	\N	EUR	558.11	469	89.11	1	EA	2015-10-27
300000545	60	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-06-19
300000545	70	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-09-29
300000545	80	HT-6100	\N	EUR	1674.33	1407	267.33	3	EA	2015-07-30
300000545	90	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-01-03
300000546	10	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-05-23
300000546	20	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2014-12-18
300000546	30	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-03-26
300000547	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-03-27
300000547	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-02-28
300000548	10	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-10-12
300000548	20	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-06-07
300000548	30	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-08-02
300000548	40	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2014-12-06
300000549	10	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-02-04
300000549	20	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-05-11
300000549	30	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-10-02
300000549	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-12-10
300000549	50	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2014-12-21
300000549	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-06-17
300000549	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-11-11
300000549	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-04-29
300000550	10	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-11-14
300000550	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-10-06
300000550	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-03-18
300000550	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2014-12-17
300000550	50	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-03-14
300000550	60	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-11-02
300000550	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-07-28
300000550	80	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-10-25
300000550	90	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-08-28
300000550	100	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-05-20
300000551	10	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-05-18
300000551	20	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-05-13
300000551	30	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-03-20
300000551	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-10-01
300000551	50	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-01-30
300000551	60	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-03-02
300000551	70	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-03-30
300000551	80	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-06-07
300000551	90	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-04-03
300000551	100	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-02-09
300000552	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-05-23
300000552	20	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-02-09
300000552	30	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-03-19
300000552	40	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-04-30
300000552	50	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-03-17
300000552	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-10-28
300000552	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-11-25
300000552	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-11-02
300000553	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-10-02
300000553	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-05-20
300000553	30	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-01-31
300000553	40	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-10-24
300000553	50	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-10-10
300000554	10	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-12-02
300000554	20	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-07-21
300000554	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-09-28
300000554	40	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-05-04
300000554	50	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-03-27
300000555	10	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-08-07
300000555	20	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-02-07
300000555	30	HT-1051	\N	USD	235.62	198	37.62	2	EA	2014-12-19
300000555	40	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-09-27
300000555	50	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-11-01
300000555	60	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-03-31
300000555	70	HT-1051	\N	USD	353.43	297	56.43	3	EA	2014-12-22
300000556	10	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-08-15
300000556	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-10-02
300000556	30	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-12-14
300000557	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-09-28
300000557	20	HT-1120	\N	EUR	928.2	780	148.2	3	EA	2015-07-27
300000557	30	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-01-27
300000557	40	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2015-07-12
300000557	50	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-11-08
300000557	60	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-11-17
300000557	70	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-01-30
300000557	80	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-10-18
300000558	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-06-05
300000558	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-01-02
300000558	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-04-23
300000558	40	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-04-24
300000558	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-06-16
300000558	60	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-03-26
300000559	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-01-17
300000559	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2014-12-23
300000559	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-11-28
300000560	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-08-30
300000560	20	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-03-10
300000560	30	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-05-03
300000560	40	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-02-12
300000560	50	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-01-08
300000560	60	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-03-28
300000560	70	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-07-15
300000561	10	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-05-01
300000561	20	HT-1120	\N	EUR	928.2	780	148.2	3	EA	2014-12-07
300000561	30	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-04-01
300000561	40	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-01-07
300000562	10	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-06-24
300000562	20	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-06-02
300000562	30	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-06-02
300000562	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-01-25
300000562	50	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-08-18
300000562	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-03-20
300000562	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-09-13
300000562	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-12-24
300000562	90	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-06-24
300000563	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-11-21
300000563	20	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-02-07
300000563	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-12-05
300000563	40	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-04-01
300000563	50	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-01-11
300000563	60	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-02-11
300000563	70	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-03-03
300000564	10	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-03-05
300000564	20	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-01-09
300000564	30	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-11-01
300000564	40	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-07-20
300000564	50	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-01-14
300000564	60	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-05-18
300000565	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-06-20
300000565	20	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-02-16
300000565	30	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-01-16
300000565	40	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-09-14
300000565	50	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-01-28
300000565	60	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-09-08
300000565	70	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-03-26
300000565	80	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-04-22
300000565	90	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-10-02
300000566	10	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2015-05-22
300000566	20	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-03-20
300000566	30	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2015-09-20
300000567	10	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-09-30
300000567	20	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2014-12-14
300000568	10	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-08-21
300000568	20	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-07-05
300000568	30	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-04-14
300000568	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-12-06
300000569	10	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-12-15
300000569	20	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-05-18
300000569	30	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-01-17
300000569	40	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-06-30
300000569	50	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-09-10
300000569	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-11-28
300000570	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-04-24
300000570	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-04-19
300000570	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-03-14
300000570	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-12-09
300000570	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-07-08
300000570	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-05-19
300000570	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-05-15
300000570	80	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-09-10
300000570	90	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-08-09
300000571	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-06-27
300000571	20	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-06-22
300000571	30	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-11-06
300000572	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-12-28
300000572	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-05-03
300000573	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-10-23
300000573	20	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-08-06
300000573	30	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-03-30
300000573	40	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-05-22
300000574	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-07-27
300000574	20	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2014-12-05
300000574	30	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-04-06
300000574	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-08-12
300000574	50	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-04-15
300000574	60	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-02-17
300000574	70	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-10-02
300000575	10	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-03-29
300000575	20	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-03-08
300000575	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-03-28
300000575	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-02-28
300000575	50	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-07-02
300000575	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-09-28
300000575	70	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-11-11
300000575	80	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2014-12-15
300000575	90	HT-1500	\N	EUR	17850	15000	2850	3	EA	2014-12-12
300000575	100	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-06-15
300000576	10	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-04-22
300000576	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-08-24
300000576	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-05-25
300000576	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-08-26
300000576	50	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-11-10
300000576	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-06-19
300000576	70	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-12-31
300000576	80	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-11-09
300000576	90	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-02-19
300000576	100	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-08-18
300000577	10	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-10-21
300000577	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-01-13
300000577	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-06-08
300000577	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-03-11
300000577	50	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-07-13
300000577	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-12-25
300000577	70	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-10-14
300000577	80	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-01-23
300000578	10	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-06-10
300000578	20	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-04-26
300000578	30	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-02-03
300000578	40	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-10-21
300000578	50	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-02-11
300000579	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-06-24
300000579	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-05-25
300000579	30	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-03-15
300000579	40	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-02-13
300000579	50	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-01-22
300000580	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-08-27
300000580	20	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2014-12-17
300000580	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2014-12-25
300000580	40	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-05-23
300000580	50	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-05-04
300000580	60	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-07-19
300000580	70	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-09-23
300000581	10	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-08-04
300000581	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-05-24
300000581	30	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-12-01
300000582	10	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-02-23
300000582	20	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-01-31
300000582	30	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-04-10
300000582	40	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-04-13
300000582	50	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-11-05
300000582	60	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-09-24
300000582	70	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-07-22
300000582	80	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-07-07
300000583	10	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-01-03
300000583	20	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-04-25
300000583	30	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-10-01
300000583	40	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-08-15
300000583	50	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-08-23
300000583	60	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-12-31
300000584	10	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-11-05
300000584	20	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-03-05
300000584	30	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-07-01
300000585	10	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-01-18
300000585	20	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-03-17
300000585	30	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-02-11
300000585	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-02-22
300000585	50	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-01-23
300000585	60	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-03-11
300000585	70	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-12-22
300000586	10	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-10-17
300000586	20	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-05-29
300000586	30	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-06-30
300000586	40	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2014-12-20
300000587	10	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-09-11
300000587	20	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-04-16
300000587	30	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-05-07
300000587	40	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-02-02
300000587	50	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-10-10
300000587	60	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-09-13
300000587	70	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-07-09
300000587	80	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-10-31
300000587	90	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-02-05
300000588	10	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-12-09
300000588	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-06-25
300000588	30	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-03-10
300000588	40	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-10-14
300000588	50	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-07-06
300000588	60	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-10-20
300000588	70	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-06-15
300000589	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-12-25
300000589	20	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-04-05
300000589	30	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-05-22
300000589	40	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-12-01
300000589	50	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-05-18
300000589	60	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-09-27
300000590	10	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-09-09
300000590	20	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-11-26
300000590	30	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-11-06
300000590	40	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-03-12
300000590	50	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-01-17
300000590	60	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-05-02
300000590	70	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-10-16
300000590	80	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-04-02
300000590	90	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-10-08
300000591	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-06-30
300000591	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-02-15
300000591	30	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-12-07
300000592	10	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-04-22
300000592	20	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-05-06
300000593	10	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-04-18
300000593	20	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2014-12-15
300000593	30	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-08-12
300000593	40	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-09-08
300000594	10	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-12-29
300000594	20	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-05-19
300000594	30	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-07-14
300000594	40	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-04-04
300000594	50	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-06-12
300000595	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-08-08
300000595	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-06-19
300000595	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-11-18
300000595	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-03-04
300000595	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-12-29
300000595	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-12-11
300000595	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2014-12-20
300000595	80	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-06-03
300000595	90	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-10-19
300000596	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-05-08
300000596	20	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-10-11
300000596	30	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-06-04
300000597	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-09-07
300000597	20	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-12-15
300000598	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-10-23
300000598	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-08-27
300000598	30	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-08-21
300000598	40	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-04-02
300000599	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-12-29
300000599	20	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-10-24
300000599	30	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-12-17
300000599	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-07-23
300000599	50	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-05-11
300000599	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2014-12-24
300000599	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2014-12-06
300000599	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-09-14
300000600	10	HT-8001	\N	GBP	1188.81	999	189.81	1	EA	2015-02-08
300000600	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-10-27
300000600	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-07-08
300000600	40	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2014-12-08
300000600	50	HT-1031	\N	GBP	1017.45	855	162.45	3	EA	2015-07-28
300000600	60	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-08-16
300000600	70	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-03-22
300000600	80	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-01-15
300000600	90	HT-1112	\N	GBP	139.23	117	22.23	3	EA	2015-02-02
300000600	100	HT-8001	\N	GBP	3566.43	2997	569.43	3	EA	2015-07-25
300000601	10	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-09-25
300000601	20	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-12-14
300000601	30	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-03-26
300000601	40	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-04-09
300000601	50	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-08-15
300000601	60	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-11-29
300000601	70	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-03-03
300000601	80	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-01-02
300000601	90	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-11-24
300000601	100	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-02-06
300000602	10	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-09-22
300000602	20	AD-1000	\N	CAD	0	0	0	1	EA	2015-03-29
300000602	30	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-11-29
300000602	40	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-09-09
300000602	50	AD-1000	\N	CAD	0	0	0	1	EA	2015-01-31
300000602	60	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2014-12-12
300000602	70	HT-1115	\N	CAD	49.98	42	7.98	1	EA	2015-02-20
300000602	80	AD-1000	\N	CAD	0	0	0	2	EA	2015-04-15
300000603	10	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-12-14
300000603	20	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-11-22
300000603	30	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-01-10
300000603	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-04-16
300000603	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-08-07
300000604	10	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-04-19
300000604	20	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2014-12-10
300000604	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-08-01
300000604	40	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-08-18
300000604	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-06-23
300000605	10	HT-1114	\N	USD	82.11	69	13.11	1	EA	2015-01-08
300000605	20	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-10-26
300000605	30	HT-1035	\N	USD	949.62	798	151.62	2	EA	2014-12-31
300000605	40	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-12-10
300000605	50	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-10-03
300000605	60	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-01-29
300000605	70	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-12-29
300000606	10	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-08-05
300000606	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-10-08
300000606	30	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-05-23
300000607	10	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-11-23
300000607	20	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-09-06
300000607	30	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-05-09
300000607	40	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2014-12-14
300000607	50	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-08-10
300000607	60	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-12-10
300000607	70	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-06-15
300000607	80	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-10-03
300000608	10	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-08-25
300000608	20	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-08-12
300000608	30	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-03-28
300000608	40	HT-1041	\N	ARS	1749.3	1470	279.3	3	EA	2015-01-16
300000608	50	HT-1118	\N	ARS	94.01	79	15.01	1	EA	2015-10-20
300000608	60	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-11-26
300000609	10	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-09-18
300000609	20	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-10-11
300000609	30	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-03-24
300000610	10	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2014-12-11
300000610	20	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2014-12-23
300000610	30	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-05-14
300000610	40	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-03-08
300000610	50	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-11-02
300000610	60	HT-1030	\N	EUR	273.7	230	43.7	1	EA	2015-01-05
300000610	70	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-01-20
300000611	10	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-08-03
300000611	20	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-01-23
300000611	30	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-05-19
300000611	40	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-04-30
300000612	10	AD-1000	\N	CAD	0	0	0	2	EA	2015-10-08
300000612	20	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-11-04
300000612	30	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-12-27
300000612	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-06-14
300000612	50	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-06-19
300000612	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-07-23
300000612	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-06-07
300000612	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-09-06
300000612	90	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-10-06
300000613	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-02-13
300000613	20	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-10-05
300000613	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-04-16
300000613	40	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-07-25
300000613	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-09-01
300000613	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2014-12-26
300000613	70	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-02-12
300000614	10	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-08-03
300000614	20	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-07-16
300000614	30	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-05-19
300000614	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-07-31
300000614	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-09-29
300000614	60	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-06-25
300000615	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-11-09
300000615	20	HT-1114	\N	USD	164.22	138	26.22	2	EA	2014-12-29
300000615	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-08-18
300000615	40	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-10-21
300000615	50	HT-1114	\N	USD	164.22	138	26.22	2	EA	2014-12-04
300000615	60	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-08-25
300000615	70	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-08-10
300000615	80	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-09-27
300000615	90	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-05-30
300000616	10	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-01-13
300000616	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-11-17
300000616	30	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2014-12-30
300000617	10	HT-1115	\N	CAD	49.98	42	7.98	1	EA	2015-11-12
300000617	20	AD-1000	\N	CAD	0	0	0	2	EA	2015-05-10
300000618	10	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-01-22
300000618	20	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-07-17
300000618	30	HT-8000	\N	EUR	950.81	799	151.81	1	EA	2015-12-25
300000618	40	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-05-04
300000619	10	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-06-22
300000619	20	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-06-05
300000619	30	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-08-27
300000619	40	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-04-22
300000619	50	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-04-23
300000619	60	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-07-12
300000620	10	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-07-04
300000620	20	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-12-19
300000620	30	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-07-07
300000620	40	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-07-15
300000620	50	HT-8001	\N	GBP	1188.81	999	189.81	1	EA	2015-07-29
300000620	60	HT-1031	\N	GBP	339.15	285	54.15	1	EA	2015-04-17
300000620	70	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-02-23
300000620	80	HT-8001	\N	GBP	3566.43	2997	569.43	3	EA	2015-06-02
300000620	90	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-03-06
300000621	10	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2014-12-28
300000621	20	HT-8000	\N	EUR	950.81	799	151.81	1	EA	2015-11-03
300000621	30	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-12-07
300000622	10	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-10-27
300000622	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-11-17
300000623	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-06-13
300000623	20	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-05-24
300000623	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2014-12-17
300000623	40	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-12-19
300000624	10	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-09-10
300000624	20	AD-1000	\N	CAD	0	0	0	3	EA	2015-05-02
300000624	30	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2015-03-11
300000624	40	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-02-03
300000624	50	AD-1000	\N	CAD	0	0	0	2	EA	2015-04-12
300000624	60	HT-1036	\N	CAD	511.7	430	81.7	1	EA	2014-12-17
300000624	70	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-05-08
300000625	10	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-09-02
300000625	20	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-04-06
300000625	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2014-12-11
300000625	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-10-18
300000625	50	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-05-31
300000625	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-06-21
300000625	70	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-01-30
300000625	80	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-05-12
300000625	90	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-11-12
300000625	100	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-04-10
300000626	10	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-12-29
300000626	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-07-11
300000626	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-12-23
300000626	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-06-24
300000626	50	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-01-28
300000626	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-01-29
300000626	70	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-01-27
300000626	80	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-06-23
300000626	90	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-10-29
300000626	100	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-02-18
300000627	10	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-06-27
300000627	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2014-12-09
300000627	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-11-01
300000627	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-02-04
300000627	50	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-03-11
300000627	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-03-04
300000627	70	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-02-21
300000627	80	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-03-01
300000628	10	HT-8003	\N	USD	4955.16	4164	791.16	3	EA	2015-09-08
300000628	20	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-02-23
300000628	30	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-09-07
300000628	40	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-09-16
300000628	50	HT-1035	\N	USD	474.81	399	75.81	1	EA	2015-12-18
300000629	10	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-01-09
300000629	20	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-11-13
300000629	30	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-12-10
300000629	40	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-09-17
300000629	50	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2014-12-28
300000630	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-06-23
300000630	20	HT-1032	\N	EUR	821.1	690	131.1	2	EA	2015-09-07
300000630	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-01-10
300000630	40	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-10-15
300000630	50	HT-1032	\N	EUR	821.1	690	131.1	2	EA	2015-12-05
300000630	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-11-11
300000630	70	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-10-07
300000631	10	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-02-22
300000631	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-06-14
300000631	30	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-04-28
300000632	10	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-04-13
300000632	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-02-24
300000632	30	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-06-19
300000632	40	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-07-10
300000632	50	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-04-17
300000632	60	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-10-01
300000632	70	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-01-28
300000632	80	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-10-17
300000633	10	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-05-30
300000633	20	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-11-23
300000633	30	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-12-13
300000633	40	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-10-28
300000633	50	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-02-05
300000633	60	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-09-03
300000634	10	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-10-24
300000634	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-01-05
300000634	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-01-21
300000635	10	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-05-25
300000635	20	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-04-11
300000635	30	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-08-05
300000635	40	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-01-06
300000635	50	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2014-12-18
300000635	60	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-03-10
300000635	70	HT-8000	\N	EUR	2852.43	2397	455.43	3	EA	2015-04-15
300000636	10	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-05-23
300000636	20	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-11-13
300000636	30	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2014-12-12
300000636	40	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-12-17
300000637	10	AD-1000	\N	CAD	0	0	0	2	EA	2015-05-14
300000637	20	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-06-23
300000637	30	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-10-07
300000637	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-04-12
300000637	50	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-11-17
300000637	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-07-02
300000637	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-10-12
300000637	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-02-26
300000637	90	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-06-18
300000638	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-02-13
300000638	20	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-04-05
300000638	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-09-24
300000638	40	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-06-12
300000638	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-02-22
300000638	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-09-29
300000638	70	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-04-17
300000639	10	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-02-07
300000639	20	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-01-10
300000639	30	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-03-16
300000639	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-02-21
300000639	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-02-25
300000639	60	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2014-12-18
300000640	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-06-22
300000640	20	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-05-26
300000640	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-11-06
300000640	40	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-05-18
300000640	50	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-10-30
300000640	60	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-10-04
300000640	70	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-01-04
300000640	80	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-08-13
300000640	90	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-04-09
300000641	10	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-12-30
300000641	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-04-03
300000641	30	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-08-01
300000642	10	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-10-01
300000642	20	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-08-06
300000643	10	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2015-05-21
300000643	20	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-06-25
300000643	30	AD-1000	\N	CAD	0	0	0	1	EA	2015-09-09
300000643	40	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-10-21
300000644	10	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-07-05
300000644	20	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-02-25
300000644	30	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-06-18
300000644	40	HT-1041	\N	ARS	1749.3	1470	279.3	3	EA	2015-10-25
300000644	50	HT-1118	\N	ARS	94.01	79	15.01	1	EA	2015-02-11
300000645	10	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-07-24
300000645	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-05-07
300000645	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-12-02
300000645	40	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-05-11
300000645	50	HT-1031	\N	GBP	339.15	285	54.15	1	EA	2015-08-18
300000645	60	HT-1112	\N	GBP	46.41	39	7.41	1	EA	2015-01-20
300000645	70	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-10-17
300000645	80	HT-1031	\N	GBP	1017.45	855	162.45	3	EA	2015-12-15
300000645	90	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2014-12-23
300000646	10	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-01-19
300000646	20	HT-1030	\N	EUR	273.7	230	43.7	1	EA	2015-10-09
300000646	30	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-10-13
300000647	10	HT-8003	\N	USD	4955.16	4164	791.16	3	EA	2015-07-11
300000647	20	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-07-20
300000648	10	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-07-06
300000648	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-02-25
300000648	30	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2014-12-28
300000648	40	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-07-28
300000649	10	AD-1000	\N	CAD	0	0	0	3	EA	2015-02-02
300000649	20	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2015-03-27
300000649	30	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2014-12-11
300000649	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-01-08
300000649	50	HT-1036	\N	CAD	511.7	430	81.7	1	EA	2015-02-15
300000649	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-03-13
300000649	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-04-03
300000649	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-11-24
300000650	10	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-09-14
300000650	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-08-19
300000650	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-04-30
300000650	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-01-08
300000650	50	HT-6132	\N	BRL	3209.43	2697	512.43	3	EA	2015-12-12
300000650	60	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-04-08
300000650	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-08-23
300000650	80	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-08-30
300000650	90	HT-6132	\N	BRL	3209.43	2697	512.43	3	EA	2015-06-20
300000650	100	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2014-12-26
300000651	10	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-07-31
300000651	20	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2014-12-24
300000651	30	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-01-15
300000651	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-03-12
300000651	50	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-08-30
300000651	60	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-04-15
300000651	70	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-04-19
300000651	80	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-04-22
300000651	90	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-07-19
300000651	100	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-06-08
300000652	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-11-02
300000652	20	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-08-31
300000652	30	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-02-26
300000652	40	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-01-05
300000652	50	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-07-26
300000652	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-01-09
300000652	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2014-12-16
300000652	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-06-12
300000653	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-01-11
300000653	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-09-19
300000653	30	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-04-30
300000653	40	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-03-03
300000653	50	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2014-12-22
300000654	10	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2014-12-12
300000654	20	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-03-26
300000654	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-12-05
300000654	40	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-12-04
300000654	50	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-02-02
300000655	10	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-04-25
300000655	20	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-12-02
300000655	30	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-09-19
300000655	40	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-09-01
300000655	50	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-11-17
300000655	60	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-08-05
300000655	70	HT-1095	\N	USD	571.2	480	91.2	3	EA	2014-12-21
300000656	10	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-10-11
300000656	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-05-02
300000656	30	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-06-29
300000657	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-05-21
300000657	20	HT-1070	\N	ARS	253.11	212.7	40.41	3	EA	2015-08-19
300000657	30	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-05-23
300000657	40	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-06-02
300000657	50	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-05-17
300000657	60	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-12-30
300000657	70	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-01-23
300000657	80	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-01-24
300000658	10	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-03-26
300000658	20	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-07-24
300000658	30	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-12-16
300000658	40	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2015-09-04
300000658	50	HT-6131	\N	ARS	1426.81	1199	227.81	1	EA	2015-05-08
300000658	60	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-06-26
300000659	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-02-19
300000659	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-01-30
300000659	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-11-10
300000660	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-01-17
300000660	20	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-01-30
300000660	30	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-06-04
300000660	40	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-12-04
300000660	50	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-06-08
300000660	60	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-08-26
300000660	70	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-06-25
300000661	10	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-04-21
300000661	20	HT-1070	\N	ARS	253.11	212.7	40.41	3	EA	2015-04-16
300000661	30	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-06-14
300000661	40	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-06-18
300000662	10	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-04-12
300000662	20	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-07-20
300000662	30	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-08-10
300000662	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-10-06
300000662	50	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-10-15
300000662	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-01-23
300000662	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-04-22
300000662	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-07-02
300000662	90	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-06-30
300000663	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-10-23
300000663	20	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-02-04
300000663	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-08-06
300000663	40	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-09-02
300000663	50	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-08-01
300000663	60	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-10-11
300000663	70	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-04-01
300000664	10	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-10-25
300000664	20	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-12-06
300000664	30	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-03-22
300000664	40	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-10-20
300000664	50	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-06-23
300000664	60	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-11-27
300000665	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-08-11
300000665	20	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-03-21
300000665	30	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-03-23
300000665	40	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-03-04
300000665	50	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-08-20
300000665	60	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-12-25
300000665	70	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-12-30
300000665	80	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-06-08
300000665	90	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-06-11
300000666	10	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-08-25
300000666	20	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-06-26
300000666	30	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-11-14
300000667	10	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-07-21
300000667	20	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-11-10
300000668	10	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-06-16
300000668	20	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-12-21
300000668	30	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-12-13
300000668	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-09-08
300000669	10	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-01-17
300000669	20	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-08-29
300000669	30	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-05-09
300000669	40	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-03-17
300000669	50	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-05-22
300000669	60	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-11-21
300000670	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-01-03
300000670	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-01-17
300000670	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-08-02
300000670	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-12-08
300000670	50	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-08-29
300000670	60	HT-1063	\N	BRL	16.66	14	2.66	1	EA	2015-03-06
300000670	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-10-14
300000670	80	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2015-08-04
300000670	90	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2014-12-21
300000671	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-02-09
300000671	20	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-03-13
300000671	30	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-11-19
300000672	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-11-28
300000672	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-12-17
300000673	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-12-25
300000673	20	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-01-29
300000673	30	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-03-12
300000673	40	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-02-01
300000674	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-07-27
300000674	20	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2014-12-06
300000674	30	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-10-08
300000674	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2014-12-14
300000674	50	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-08-09
300000674	60	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-07-19
300000674	70	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-12-26
300000675	10	HT-1069	\N	JPY	952	800	152	1	EA	2015-10-04
300000675	20	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-10-23
300000675	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-06-10
300000675	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-07-14
300000675	50	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-08-21
300000675	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-04-21
300000675	70	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-09-23
300000675	80	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-03-12
300000675	90	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-10-25
300000675	100	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-12-12
300000676	10	HT-1069	\N	JPY	1904	1600	304	2	EA	2014-12-11
300000676	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-06-05
300000676	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-01-04
300000676	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-06-11
300000676	50	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-10-18
300000676	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2014-12-14
300000676	70	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-01-25
300000676	80	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-08-25
300000676	90	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-11-01
300000676	100	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-01-22
300000677	10	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-04-23
300000677	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-10-31
300000677	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-12-26
300000677	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-06-30
300000677	50	HT-1069	\N	JPY	952	800	152	1	EA	2014-12-07
300000677	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-07-09
300000677	70	HT-1069	\N	JPY	952	800	152	1	EA	2015-08-10
300000677	80	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-01-29
300000678	10	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-06-13
300000678	20	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-03-25
300000678	30	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-04-23
300000678	40	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-04-02
300000678	50	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-04-30
300000679	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-11-11
300000679	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-05-25
300000679	30	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-09-29
300000679	40	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-12-17
300000679	50	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-06-12
300000680	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-01-08
300000680	20	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-09-20
300000680	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-02-20
300000680	40	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2014-12-25
300000680	50	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-09-21
300000680	60	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-04-30
300000680	70	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2014-12-09
300000681	10	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-09-23
300000681	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-01-28
300000681	30	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-04-25
300000682	10	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-07-10
300000682	20	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-12-16
300000682	30	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-11-08
300000682	40	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-07-26
300000682	50	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-09-18
300000682	60	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-11-01
300000682	70	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-11-24
300000682	80	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-11-14
300000683	10	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-07-01
300000683	20	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-07-25
300000683	30	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-03-17
300000683	40	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-12-16
300000683	50	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-03-28
300000683	60	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-05-31
300000684	10	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2014-12-22
300000684	20	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-12-13
300000684	30	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-03-31
300000685	10	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-07-11
300000685	20	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-03-04
300000685	30	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-09-28
300000685	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-01-14
300000685	50	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-06-21
300000685	60	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2015-01-31
300000685	70	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-08-16
300000686	10	HT-1069	\N	JPY	952	800	152	1	EA	2015-08-21
300000686	20	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-09-16
300000686	30	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-08-22
300000686	40	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2014-12-12
300000687	10	HT-1066	\N	USD	5.95	5	0.95	2	EA	2014-12-10
300000687	20	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2014-12-06
300000687	30	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-08-13
300000687	40	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-12-21
300000687	50	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-07-04
300000687	60	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-06-26
300000687	70	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-10-09
300000687	80	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-06-28
300000687	90	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-12-28
300000688	10	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-07-24
300000688	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-10-25
300000688	30	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-12-22
300000688	40	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-05-20
300000688	50	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-11-24
300000688	60	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-03-20
300000688	70	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-11-11
300000689	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-10-14
300000689	20	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-06-14
300000689	30	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-04-03
300000689	40	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2014-12-30
300000689	50	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-01-09
300000689	60	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-02-26
300000690	10	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-03-25
300000690	20	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-09-30
300000690	30	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-05-27
300000690	40	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-06-20
300000690	50	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-10-01
300000690	60	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-04-01
300000690	70	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-01-05
300000690	80	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-05-19
300000690	90	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-07-17
300000691	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-02-23
300000691	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2014-12-26
300000691	30	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2014-12-25
300000692	10	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2015-11-03
300000692	20	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-07-11
300000693	10	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-11-27
300000693	20	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-04-02
300000693	30	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-11-16
300000693	40	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-09-29
300000694	10	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2015-03-21
300000694	20	HT-6131	\N	ARS	1426.81	1199	227.81	1	EA	2015-04-20
300000694	30	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2015-07-05
300000694	40	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-10-15
300000694	50	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-09-08
300000695	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-05-07
300000695	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-04-29
300000695	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-08-15
300000695	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-01-31
300000695	50	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-09-19
300000695	60	HT-1063	\N	BRL	16.66	14	2.66	1	EA	2015-03-02
300000695	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-11-06
300000695	80	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2015-03-27
300000695	90	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-07-03
300000696	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-10-05
300000696	20	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-08-22
300000696	30	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-09-07
300000697	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-03-11
300000697	20	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-03-09
300000698	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-10-14
300000698	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-09-10
300000698	30	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-10-04
300000698	40	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-10-07
300000699	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-06-18
300000699	20	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-05-14
300000699	30	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2014-12-08
300000699	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-11-07
300000699	50	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-12-19
300000699	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-12-11
300000699	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-04-26
300000699	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-02-27
300000700	10	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-07-30
300000700	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-04-08
300000700	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-05-11
300000700	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-05-18
300000700	50	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-05-24
300000700	60	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-10-14
300000700	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-06-11
300000700	80	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-04-11
300000700	90	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-03-20
300000700	100	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-02-09
300000701	10	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-05-04
300000701	20	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-07-08
300000701	30	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-04-17
300000701	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-08-19
300000701	50	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2014-12-12
300000701	60	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2014-12-13
300000701	70	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-04-13
300000701	80	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-04-10
300000701	90	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-01-12
300000701	100	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-10-09
300000702	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-11-06
300000702	20	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-04-08
300000702	30	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-12-12
300000702	40	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-08-01
300000702	50	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-07-24
300000702	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-03-02
300000702	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-03-27
300000702	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-08-23
300000703	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-05-04
300000703	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-08-16
300000703	30	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-02-03
300000703	40	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-07-25
300000703	50	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-08-27
300000704	10	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-03-25
300000704	20	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-04-29
300000704	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-11-03
300000704	40	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-04-09
300000704	50	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-06-05
300000705	10	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-05-30
300000705	20	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-12-20
300000705	30	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-03-12
300000705	40	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-10-09
300000705	50	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-09-21
300000705	60	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2014-12-19
300000705	70	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-11-13
300000706	10	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-07-26
300000706	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-06-22
300000706	30	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-09-18
300000707	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-12-31
300000707	20	HT-1082	\N	ARS	603.33	507	96.33	3	EA	2015-03-27
300000707	30	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2014-12-09
300000707	40	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2015-11-23
300000707	50	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-07-17
300000707	60	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-06-30
300000707	70	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-05-09
300000707	80	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-03-23
300000708	10	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2014-12-16
300000708	20	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-08-11
300000708	30	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-06-30
300000708	40	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-02-18
300000708	50	HT-6101	\N	DKK	808.01	679	129.01	1	EA	2015-11-23
300000708	60	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-09-01
300000709	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-09-17
300000709	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-12-11
300000709	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-02-18
300000710	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-01-08
300000710	20	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-08-01
300000710	30	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-02-20
300000710	40	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-04-16
300000710	50	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-09-17
300000710	60	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-01-27
300000710	70	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-09-04
300000711	10	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-09-20
300000711	20	HT-1082	\N	ARS	603.33	507	96.33	3	EA	2015-03-23
300000711	30	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-11-22
300000711	40	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-03-28
300000712	10	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-03-21
300000712	20	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-04-25
300000712	30	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-07-17
300000712	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-09-13
300000712	50	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-10-25
300000712	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-07-17
300000712	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-11-22
300000712	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-10-20
300000712	90	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-06-14
300000713	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-06-16
300000713	20	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-04-13
300000713	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-11-22
300000713	40	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-06-08
300000713	50	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-06-24
300000713	60	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-08-30
300000713	70	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-04-17
300000714	10	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-09-03
300000714	20	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-04-30
300000714	30	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-02-10
300000714	40	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-10-31
300000714	50	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-08-15
300000714	60	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-01-10
300000715	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-11-28
300000715	20	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-04-29
300000715	30	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-05-02
300000715	40	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-12-06
300000715	50	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-03-28
300000715	60	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-03-02
300000715	70	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-10-24
300000715	80	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2014-12-09
300000715	90	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-12-07
300000716	10	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2015-05-15
300000716	20	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-05-08
300000716	30	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2014-12-23
300000717	10	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2014-12-28
300000717	20	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-10-13
300000718	10	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-03-12
300000718	20	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2014-12-31
300000718	30	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-12-28
300000718	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-01-30
300000719	10	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-11-14
300000719	20	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-09-18
300000719	30	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-06-23
300000719	40	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-06-15
300000719	50	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-11-06
300000719	60	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-03-30
300000720	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-11-09
300000720	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-07-27
300000720	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-12-11
300000720	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-11
300000720	50	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-04-04
300000720	60	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-09-11
300000720	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-07-20
300000720	80	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-08-23
300000720	90	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-01-06
300000721	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-06-08
300000721	20	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-07-22
300000721	30	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-07-13
300000722	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-07-15
300000722	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-01-11
300000723	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-05-20
300000723	20	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-11-12
300000723	30	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-04-09
300000723	40	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-05-04
300000724	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2014-12-14
300000724	20	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-09-03
300000724	30	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-05-28
300000724	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-05-20
300000724	50	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-07-04
300000724	60	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-02-04
300000724	70	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-10-23
300000725	10	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-02-27
300000725	20	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2014-12-27
300000725	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-12-02
300000725	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-11-28
300000725	50	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-04-22
300000725	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-03-06
300000725	70	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-10-25
300000725	80	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-10-28
300000725	90	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-05-29
300000725	100	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-07-13
300000726	10	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-11-21
300000726	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-11-10
300000726	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-03
300000726	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-09-25
300000726	50	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-01-28
300000726	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-15
300000726	70	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2014-12-04
300000726	80	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2014-12-05
300000726	90	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-05-14
300000726	100	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-10-02
300000727	10	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-08-10
300000727	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-04-13
300000727	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-05-24
300000727	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-17
300000727	50	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-02-21
300000727	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2014-12-27
300000727	70	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-10-12
300000727	80	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-11-25
300000728	10	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-10-18
300000728	20	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-02-06
300000728	30	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-01-15
300000728	40	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-03-24
300000728	50	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-05-19
300000729	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-11-09
300000729	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-06-20
300000729	30	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-09-21
300000729	40	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-07-17
300000729	50	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2014-12-28
300000730	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2014-12-15
300000730	20	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-06-03
300000730	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-07-12
300000730	40	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-09-11
300000730	50	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-01-06
300000730	60	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-02-24
300000730	70	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-02-19
300000731	10	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-07-25
300000731	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-01-25
300000731	30	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-09-07
300000732	10	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-06-07
300000732	20	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-07-19
300000732	30	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-09-11
300000732	40	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-02-16
300000732	50	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-05-03
300000732	60	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-01-24
300000732	70	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-04-29
300000732	80	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-04-15
300000733	10	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-01-26
300000733	20	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-07-24
300000733	30	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-01-15
300000733	40	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-11-07
300000733	50	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-07-16
300000733	60	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-11-11
300000734	10	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2014-12-16
300000734	20	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-10-06
300000734	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-04-21
300000735	10	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2014-12-13
300000735	20	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-07-16
300000735	30	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-10-18
300000735	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-03-29
300000735	50	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-10-21
300000735	60	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-02-09
300000735	70	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-06-12
300000736	10	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-12-14
300000736	20	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-07-14
300000736	30	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-02-05
300000736	40	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-02-26
300000737	10	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-01-03
300000737	20	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-06-07
300000737	30	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-11-06
300000737	40	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2014-12-24
300000737	50	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-01-14
300000737	60	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-07-14
300000737	70	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-07-17
300000737	80	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-10-05
300000737	90	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-08-23
300000738	10	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-04-10
300000738	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-01-31
300000738	30	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-02-08
300000738	40	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-10-26
300000738	50	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-09-16
300000738	60	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-01-09
300000738	70	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-11-10
300000739	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-11-16
300000739	20	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-08-11
300000739	30	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-07-08
300000739	40	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-11-27
300000739	50	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-11-03
300000739	60	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-12-21
300000740	10	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-01-07
300000740	20	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-08-06
300000740	30	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-02-10
300000740	40	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-06-06
300000740	50	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-07-19
300000740	60	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-04-12
300000740	70	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-03-08
300000740	80	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-04-07
300000740	90	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-07-06
300000741	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-02-27
300000741	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-12-04
300000741	30	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-01-10
300000742	10	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-11-02
300000742	20	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-04-13
300000743	10	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-07-05
300000743	20	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-01-04
300000743	30	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-09-23
300000743	40	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-01-15
300000744	10	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-03-01
300000744	20	HT-6101	\N	DKK	808.01	679	129.01	1	EA	2014-12-05
300000744	30	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-03-19
300000744	40	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-06-25
300000744	50	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-08-27
300000745	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-03-25
300000745	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-11-27
300000745	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-12-11
300000745	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-05-31
300000745	50	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-01-10
300000745	60	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-06-14
300000745	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-01-18
300000745	80	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-11-08
300000745	90	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-01-14
300000746	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-03-08
300000746	20	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-04-10
300000746	30	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-11-23
300000747	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2014-12-29
300000747	20	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-12-14
300000748	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-08-01
300000748	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-08-07
300000748	30	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-12-31
300000748	40	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-03-20
300000749	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-03-25
300000749	20	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-09-27
300000749	30	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-12-17
300000749	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-02-22
300000749	50	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-04-11
300000749	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-11-13
300000749	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2014-12-18
300000749	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-11-24
300000750	10	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-05-26
300000750	20	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-06-07
300000750	30	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-02-23
300000750	40	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-04-04
300000750	50	HT-1091	\N	EUR	92.82	78	14.82	3	EA	2015-06-26
300000750	60	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2014-12-19
300000750	70	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-10-02
300000750	80	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-03-31
300000750	90	HT-6100	\N	EUR	1674.33	1407	267.33	3	EA	2015-09-11
300000750	100	HT-1000	\N	EUR	3412.92	2868	544.92	3	EA	2015-07-25
300000751	10	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-09-24
300000751	20	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2014-12-14
300000751	30	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-06-15
300000751	40	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-12-27
300000751	50	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-11-07
300000751	60	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-10-02
300000751	70	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-07-04
300000751	80	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-03-23
300000751	90	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-10-17
300000751	100	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-04-23
300000752	10	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-12-14
300000752	20	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-12-23
300000752	30	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2014-12-16
300000752	40	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-06-11
300000752	50	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-07-13
300000752	60	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-10-12
300000752	70	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2015-11-01
300000752	80	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-06-18
300000753	10	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-05-01
300000753	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-11-14
300000753	30	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-03-10
300000753	40	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-10-03
300000753	50	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-03-07
300000754	10	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-06-06
300000754	20	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-10-23
300000754	30	HT-1603	\N	JPY	4046	3400	646	2	EA	2015-10-03
300000754	40	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-04-06
300000754	50	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2014-12-17
300000755	10	HT-1601	\N	MXN	1071	900	171	1	EA	2015-11-02
300000755	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-07-29
300000755	30	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-02-07
300000755	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2014-12-12
300000755	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-04-23
300000755	60	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-08-05
300000755	70	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-05-06
300000756	10	HT-1003	\N	EUR	5890.5	4950	940.5	3	EA	2015-08-03
300000756	20	HT-1101	\N	EUR	95.08	79.9	15.18	1	EA	2015-12-08
300000756	30	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-10-19
300000757	10	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-11-05
300000757	20	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-09-19
300000757	30	HT-2001	\N	USD	535.49	449.99	85.5	1	EA	2015-09-21
300000757	40	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-12-12
300000757	50	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-06-23
300000757	60	HT-2001	\N	USD	535.49	449.99	85.5	1	EA	2014-12-09
300000757	70	HT-1007	\N	USD	1781.43	1497	284.43	3	EA	2015-05-07
300000757	80	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-12-02
300000758	10	HT-1600	\N	ARS	1428	1200	228	2	EA	2015-08-15
300000758	20	HT-1022	\N	ARS	487.9	410	77.9	2	EA	2015-03-04
300000758	30	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-12-11
300000758	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-06-03
300000758	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2014-12-28
300000758	60	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2014-12-28
300000759	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-07-24
300000759	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-07-15
300000759	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-11-04
300000760	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-09-24
300000760	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-04-04
300000760	30	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2014-12-07
300000760	40	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-05-05
300000760	50	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-07-05
300000760	60	HT-1100	\N	USD	106.98	89.9	17.08	1	EA	2014-12-17
300000760	70	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2015-04-23
300000761	10	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-09-15
300000761	20	HT-1102	\N	USD	246.33	207	39.33	3	EA	2014-12-13
300000761	30	HT-2001	\N	USD	1606.46	1349.97	256.49	3	EA	2015-04-11
300000761	40	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-10-04
300000762	10	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2014-12-22
300000762	20	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-07-08
300000762	30	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-06-01
300000762	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-09-03
300000762	50	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-06-17
300000762	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-01-07
300000762	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-10-17
300000762	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-01-03
300000762	90	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-10-24
300000763	10	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-03-20
300000763	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-08-21
300000763	30	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-04-05
300000763	40	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-03-25
300000763	50	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-04-03
300000763	60	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-05-23
300000763	70	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-01-14
300000764	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2014-12-20
300000764	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-01-02
300000764	30	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-07-15
300000764	40	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-12-08
300000764	50	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-04-14
300000764	60	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-12-19
300000765	10	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-03-09
300000765	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-05-30
300000765	30	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-01-09
300000765	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-07-13
300000765	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2014-12-27
300000765	60	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2014-12-08
300000765	70	HT-1601	\N	MXN	2142	1800	342	2	EA	2015-12-31
300000765	80	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-08-20
300000765	90	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-07-12
300000766	10	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-12-01
300000766	20	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-08-17
300000766	30	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-11-23
300000767	10	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2015-09-02
300000767	20	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-10-26
300000768	10	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-08-21
300000768	20	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2014-12-29
300000768	30	HT-1002	\N	USD	1868.3	1570	298.3	1	EA	2015-09-20
300000768	40	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-06-09
300000769	10	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-03-15
300000769	20	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-09-13
300000769	30	HT-1107	\N	ARS	106.74	89.7	17.04	3	EA	2015-01-01
300000769	40	HT-1600	\N	ARS	714	600	114	1	EA	2015-12-11
300000769	50	HT-1022	\N	ARS	731.85	615	116.85	3	EA	2015-11-30
300000769	60	HT-1107	\N	ARS	35.58	29.9	5.68	1	EA	2015-01-11
300000770	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-05-22
300000770	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-10-15
300000770	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-04-15
300000770	40	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-01-25
300000770	50	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-06-01
300000770	60	HT-1091	\N	EUR	30.94	26	4.94	1	EA	2014-12-29
300000770	70	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-10-07
300000770	80	HT-1000	\N	EUR	3412.92	2868	544.92	3	EA	2015-07-05
300000770	90	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-03-23
300000771	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-06-01
300000771	20	HT-1002	\N	USD	1868.3	1570	298.3	1	EA	2015-11-28
300000771	30	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-07-20
300000772	10	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-12-01
300000772	20	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-02-23
300000773	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-07-31
300000773	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-07-31
300000773	30	HT-1021	\N	MXN	177.31	149	28.31	1	EA	2015-09-24
300000773	40	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-03-05
300000774	10	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-05-19
300000774	20	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-01-26
300000774	30	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-09-14
300000774	40	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-02-07
300000774	50	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-06-20
300000774	60	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-07-05
300000774	70	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-06-06
300000775	10	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-12-26
300000775	20	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-09-26
300000775	30	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-11-18
300000775	40	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-06-15
300000775	50	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-05-25
300000775	60	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-02-20
300000775	70	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-03-18
300000775	80	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-03-24
300000775	90	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-02-25
300000775	100	HT-1003	\N	EUR	5890.5	4950	940.5	3	EA	2015-08-26
300000776	10	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-08-03
300000776	20	HT-2025	\N	EUR	53.54	44.99	8.55	1	EA	2015-09-05
300000776	30	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-05-24
300000776	40	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-10-01
300000776	50	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-06-06
300000776	60	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-04-11
300000776	70	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-04-01
300000776	80	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-10-29
300000776	90	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-04-19
300000776	100	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2014-12-24
300000777	10	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-06-15
300000777	20	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-02-25
300000777	30	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2014-12-30
300000777	40	HT-2025	\N	EUR	107.08	89.98	17.1	2	EA	2015-02-13
300000777	50	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-12-29
300000777	60	HT-1101	\N	EUR	190.16	159.8	30.36	2	EA	2015-04-19
300000777	70	HT-2025	\N	EUR	53.54	44.99	8.55	1	EA	2015-01-29
300000777	80	HT-1003	\N	EUR	3927	3300	627	2	EA	2015-11-05
300000778	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-08-17
300000778	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2014-12-11
300000778	30	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-06-22
300000778	40	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-11-27
300000778	50	HT-1601	\N	MXN	1071	900	171	1	EA	2015-04-18
300000779	10	HT-1007	\N	USD	1187.62	998	189.62	2	EA	2015-07-20
300000779	20	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-10-05
300000779	30	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-01-13
300000779	40	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-01-12
300000779	50	HT-1102	\N	USD	246.33	207	39.33	3	EA	2015-06-24
300000780	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-12-01
300000780	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-05-09
300000780	30	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-05-31
300000780	40	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-02-04
300000780	50	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-10-11
300000780	60	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2014-12-09
300000780	70	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-11-10
300000781	10	HT-1007	\N	USD	1781.43	1497	284.43	3	EA	2015-07-16
300000781	20	HT-1102	\N	USD	82.11	69	13.11	1	EA	2015-11-29
300000781	30	HT-2001	\N	USD	1606.46	1349.97	256.49	3	EA	2015-12-12
300000782	10	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-11-18
300000782	20	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2014-12-10
300000782	30	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-06-10
300000782	40	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-11-09
300000782	50	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-03-08
300000782	60	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-03-09
300000782	70	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-04-30
300000782	80	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-11-13
300000783	10	HT-1600	\N	ARS	1428	1200	228	2	EA	2015-11-03
300000783	20	HT-1022	\N	ARS	487.9	410	77.9	2	EA	2015-04-04
300000783	30	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-11-11
300000783	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-02-24
300000783	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-04-15
300000783	60	HT-1107	\N	ARS	71.16	59.8	11.36	2	EA	2015-05-04
300000784	10	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-10-15
300000784	20	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-08-06
300000784	30	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-09-11
300000785	10	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-06-06
300000785	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-09-23
300000785	30	HT-1100	\N	USD	320.94	269.7	51.24	3	EA	2015-02-16
300000785	40	HT-2026	\N	USD	71.38	59.98	11.4	2	EA	2015-08-06
300000785	50	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-01-12
300000785	60	HT-1100	\N	USD	106.98	89.9	17.08	1	EA	2015-02-12
300000785	70	HT-2026	\N	USD	107.06	89.97	17.09	3	EA	2014-12-17
300000786	10	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-07-14
300000786	20	HT-1101	\N	EUR	285.24	239.7	45.54	3	EA	2015-07-04
300000786	30	HT-2025	\N	EUR	160.61	134.97	25.64	3	EA	2015-06-12
300000786	40	HT-1003	\N	EUR	1963.5	1650	313.5	1	EA	2015-01-12
300000787	10	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-03-28
300000787	20	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-09-27
300000787	30	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-09-19
300000787	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-06-29
300000787	50	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-03-24
300000787	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-01-01
300000787	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-03-22
300000787	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-03-23
300000787	90	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-07-05
300000788	10	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-12-06
300000788	20	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-06-23
300000788	30	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-05-20
300000788	40	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-03-27
300000788	50	HT-1603	\N	JPY	6069	5100	969	3	EA	2015-11-22
300000788	60	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-12-02
300000788	70	HT-1104	\N	JPY	130.9	110	20.9	2	EA	2015-05-21
300000789	10	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-11-06
300000789	20	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-12-08
300000789	30	HT-1104	\N	JPY	65.45	55	10.45	1	EA	2015-05-14
300000789	40	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-12-07
300000789	50	HT-1011	\N	JPY	2735.81	2299	436.81	1	EA	2015-01-09
300000789	60	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-02-14
300000790	10	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-01-17
300000790	20	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-01-19
300000790	30	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-10-14
300000790	40	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-02-11
300000790	50	HT-1021	\N	MXN	354.62	298	56.62	2	EA	2015-07-02
300000790	60	HT-1106	\N	MXN	40.46	34	6.46	1	EA	2015-01-20
300000790	70	HT-1601	\N	MXN	2142	1800	342	2	EA	2015-01-23
300000790	80	HT-1021	\N	MXN	531.93	447	84.93	3	EA	2015-11-27
300000790	90	HT-1106	\N	MXN	80.92	68	12.92	2	EA	2015-11-08
300000791	10	HT-2001	\N	USD	1070.98	899.98	171	2	EA	2015-07-11
300000791	20	HT-1007	\N	USD	593.81	499	94.81	1	EA	2015-12-31
300000791	30	HT-1102	\N	USD	164.22	138	26.22	2	EA	2015-12-31
300000792	10	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2015-04-18
300000792	20	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-04-25
300000793	10	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-12-07
300000793	20	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-09-06
300000793	30	HT-1010	\N	EUR	2378.81	1999	379.81	1	EA	2015-03-20
300000793	40	HT-1103	\N	EUR	183.26	154	29.26	2	EA	2015-05-16
300000794	10	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-04-05
300000794	20	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-12-21
300000794	30	HT-1107	\N	ARS	106.74	89.7	17.04	3	EA	2015-04-14
300000794	40	HT-1600	\N	ARS	2142	1800	342	3	EA	2015-10-25
300000794	50	HT-1022	\N	ARS	243.95	205	38.95	1	EA	2015-06-27
300000795	10	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-10-26
300000795	20	HT-6100	\N	EUR	1116.22	938	178.22	2	EA	2015-10-17
300000795	30	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2015-05-19
300000795	40	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2015-05-29
300000795	50	HT-6100	\N	EUR	558.11	469	89.11	1	EA	2015-03-30
300000795	60	HT-1000	\N	EUR	1137.64	956	181.64	1	EA	2015-08-26
300000795	70	HT-1091	\N	EUR	61.88	52	9.88	2	EA	2014-12-31
300000795	80	HT-6100	\N	EUR	1674.33	1407	267.33	3	EA	2015-01-05
300000795	90	HT-1000	\N	EUR	2275.28	1912	363.28	2	EA	2014-12-05
300000796	10	HT-1100	\N	USD	213.96	179.8	34.16	2	EA	2015-11-13
300000796	20	HT-2026	\N	USD	35.69	29.99	5.7	1	EA	2015-05-13
300000796	30	HT-1002	\N	USD	3736.6	3140	596.6	2	EA	2015-11-18
300000797	10	HT-1106	\N	MXN	121.38	102	19.38	3	EA	2015-11-24
300000797	20	HT-1601	\N	MXN	3213	2700	513	3	EA	2015-08-30
300000798	10	HT-1011	\N	JPY	8207.43	6897	1310.43	3	EA	2015-02-08
300000798	20	HT-1104	\N	JPY	196.35	165	31.35	3	EA	2015-11-27
300000798	30	HT-1603	\N	JPY	2023	1700	323	1	EA	2015-07-17
300000798	40	HT-1011	\N	JPY	5471.62	4598	873.62	2	EA	2015-09-25
300000799	10	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2014-12-07
300000799	20	HT-2000	\N	EUR	892.46	749.97	142.49	3	EA	2015-10-03
300000799	30	HT-1010	\N	EUR	7136.43	5997	1139.43	3	EA	2015-04-30
300000799	40	HT-1103	\N	EUR	274.89	231	43.89	3	EA	2015-09-19
300000799	50	HT-2000	\N	EUR	297.49	249.99	47.5	1	EA	2015-10-31
300000799	60	HT-1010	\N	EUR	4757.62	3998	759.62	2	EA	2015-04-18
300000799	70	HT-1103	\N	EUR	91.63	77	14.63	1	EA	2015-01-06
300000799	80	HT-2000	\N	EUR	594.98	499.98	95	2	EA	2015-02-26
300000800	10	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-12-09
300000800	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-11-20
300000800	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-08-08
300000800	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-07-31
300000800	50	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-06-09
300000800	60	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-01-27
300000800	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-11-30
300000800	80	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-08-21
300000800	90	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-04-07
300000800	100	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-06-09
300000801	10	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-01-11
300000801	20	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-03-12
300000801	30	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-10-07
300000801	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-11-30
300000801	50	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2014-12-21
300000801	60	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-09-20
300000801	70	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-07-25
300000801	80	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-07-26
300000801	90	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-05-28
300000801	100	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-06-25
300000802	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-04-20
300000802	20	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-06-23
300000802	30	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-11-04
300000802	40	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-10-29
300000802	50	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2014-12-30
300000802	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-05-14
300000802	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2014-12-12
300000802	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-11-02
300000803	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-07-21
300000803	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-10-22
300000803	30	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-04-05
300000803	40	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-04-06
300000803	50	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-10-30
300000804	10	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-10-18
300000804	20	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-10-02
300000804	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-07-26
300000804	40	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-10-19
300000804	50	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-08-11
300000805	10	HT-1051	\N	USD	117.81	99	18.81	1	EA	2014-12-18
300000805	20	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-05-09
300000805	30	HT-1051	\N	USD	235.62	198	37.62	2	EA	2014-12-22
300000805	40	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-10-04
300000805	50	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-09-26
300000805	60	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-02-27
300000805	70	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-03-19
300000806	10	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-10-13
300000806	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-06-11
300000806	30	HT-1500	\N	EUR	17850	15000	2850	3	EA	2014-12-05
300000807	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-12-10
300000807	20	HT-1120	\N	EUR	928.2	780	148.2	3	EA	2015-08-27
300000807	30	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-12-15
300000807	40	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2015-08-09
300000807	50	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-01-31
300000807	60	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-08-18
300000807	70	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-07-05
300000807	80	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-01-09
300000808	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-02-08
300000808	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-07-17
300000808	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-10-01
300000808	40	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-10-05
300000808	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-05-06
300000808	60	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-05-08
300000809	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-01-12
300000809	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-08-11
300000809	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-11-04
300000810	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-03-09
300000810	20	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-02-12
300000810	30	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-09-17
300000810	40	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-07-22
300000810	50	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-07-20
300000810	60	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-01-07
300000810	70	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-05-28
300000811	10	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-11-01
300000811	20	HT-1120	\N	EUR	928.2	780	148.2	3	EA	2015-05-01
300000811	30	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-03-18
300000811	40	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-07-10
300000812	10	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-09-15
300000812	20	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-09-25
300000812	30	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-11-20
300000812	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-01-25
300000812	50	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-08-13
300000812	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-11-26
300000812	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2014-12-13
300000812	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-11-26
300000812	90	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-03-31
300000813	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-11-18
300000813	20	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-03-21
300000813	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-10-12
300000813	40	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-09-29
300000813	50	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-07-18
300000813	60	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-08-14
300000813	70	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-01-20
300000814	10	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-01-27
300000814	20	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-02-18
300000814	30	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-05-07
300000814	40	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-04-25
300000814	50	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2014-12-14
300000814	60	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-06-15
300000815	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-07-18
300000815	20	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-05-09
300000815	30	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-01-14
300000815	40	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-07-21
300000815	50	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-09-20
300000815	60	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-07-05
300000815	70	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-03-06
300000815	80	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-02-18
300000815	90	HT-1051	\N	USD	235.62	198	37.62	2	EA	2015-04-04
300000816	10	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2015-04-22
300000816	20	HT-1042	\N	EUR	415.31	349	66.31	1	EA	2015-02-16
300000816	30	HT-1120	\N	EUR	618.8	520	98.8	2	EA	2015-08-23
300000817	10	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-08-20
300000817	20	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-10-02
300000818	10	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-11-02
300000818	20	HT-1502	\N	EUR	89250	75000	14250	3	EA	2015-12-03
300000818	30	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-06-23
300000818	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2014-12-30
300000819	10	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-01-22
300000819	20	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-07-04
300000819	30	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-07-15
300000819	40	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-02-06
300000819	50	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-07-07
300000819	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-03-29
300000820	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-07-29
300000820	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-03-03
300000820	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-02-09
300000820	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-09-28
300000820	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-01-23
300000820	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-01-25
300000820	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-11-10
300000820	80	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-10-24
300000820	90	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-08-11
300000821	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-04-10
300000821	20	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-01-25
300000821	30	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-11-13
300000822	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-01-03
300000822	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-01-22
300000823	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-10-06
300000823	20	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-10-08
300000823	30	HT-1051	\N	USD	117.81	99	18.81	1	EA	2014-12-21
300000823	40	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2014-12-22
300000824	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-01-11
300000824	20	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-03-13
300000824	30	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-11-18
300000824	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-02-16
300000824	50	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-03-19
300000824	60	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-01-25
300000824	70	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-04-05
300000825	10	HT-1500	\N	EUR	5950	5000	950	1	EA	2014-12-21
300000825	20	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-07-19
300000825	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-04-22
300000825	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-10-11
300000825	50	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-03-25
300000825	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-08-21
300000825	70	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-07-19
300000825	80	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2014-12-07
300000825	90	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-11-16
300000825	100	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-12-23
300000826	10	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-04-22
300000826	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-09-05
300000826	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-03-11
300000826	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-11-14
300000826	50	HT-1500	\N	EUR	11900	10000	1900	2	EA	2014-12-24
300000826	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-08-20
300000826	70	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-12-02
300000826	80	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-07-08
300000826	90	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-08-08
300000826	100	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-06-12
300000827	10	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-04-02
300000827	20	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-08-10
300000827	30	HT-1500	\N	EUR	11900	10000	1900	2	EA	2015-01-27
300000827	40	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-09-21
300000827	50	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-09-11
300000827	60	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-09-23
300000827	70	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-05-20
300000827	80	HT-1055	\N	EUR	235.62	198	37.62	2	EA	2015-02-18
300000828	10	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-09-11
300000828	20	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-01-01
300000828	30	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-02-18
300000828	40	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-07-13
300000828	50	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2014-12-23
300000829	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-08-02
300000829	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-09-26
300000829	30	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2014-12-04
300000829	40	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2014-12-26
300000829	50	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-05-15
300000830	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-07-28
300000830	20	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-01-16
300000830	30	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-12-29
300000830	40	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-01-28
300000830	50	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-03-06
300000830	60	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-12-27
300000830	70	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-08-10
300000831	10	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-08-23
300000831	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-06-21
300000831	30	HT-1042	\N	EUR	1245.93	1047	198.93	3	EA	2015-10-22
300000832	10	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-02-02
300000832	20	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-05-04
300000832	30	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-06-21
300000832	40	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-01-28
300000832	50	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-10-19
300000832	60	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-01-26
300000832	70	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-01-26
300000832	80	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-12-31
300000833	10	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-01-10
300000833	20	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-08-27
300000833	30	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-12-11
300000833	40	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-09-04
300000833	50	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-11-29
300000833	60	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-11-20
300000834	10	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-02-22
300000834	20	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-11-09
300000834	30	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-11-27
300000835	10	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-10-31
300000835	20	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-06-23
300000835	30	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-08-21
300000835	40	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-11-21
300000835	50	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-07-09
300000835	60	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-05-26
300000835	70	HT-1060	\N	EUR	32.13	27	5.13	3	EA	2015-07-13
300000836	10	HT-1500	\N	EUR	5950	5000	950	1	EA	2015-09-20
300000836	20	HT-1055	\N	EUR	353.43	297	56.43	3	EA	2015-12-06
300000836	30	HT-1500	\N	EUR	17850	15000	2850	3	EA	2015-06-06
300000836	40	HT-1055	\N	EUR	117.81	99	18.81	1	EA	2015-09-22
300000837	10	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-05-22
300000837	20	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-04-21
300000837	30	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-02-18
300000837	40	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-08-14
300000837	50	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-12-29
300000837	60	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2014-12-20
300000837	70	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-01-19
300000837	80	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-02-15
300000837	90	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-12-21
300000838	10	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-08-13
300000838	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-10-01
300000838	30	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-09-18
300000838	40	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-11-16
300000838	50	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-02-14
300000838	60	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-06-22
300000838	70	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-12-22
300000839	10	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-12-14
300000839	20	HT-1056	\N	JPY	283.22	238	45.22	2	EA	2015-05-06
300000839	30	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-08-22
300000839	40	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-07-13
300000839	50	HT-1501	\N	JPY	17850	15000	2850	1	EA	2015-08-16
300000839	60	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-08-07
300000840	10	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-08-17
300000840	20	HT-1051	\N	USD	235.62	198	37.62	2	EA	2014-12-26
300000840	30	HT-1138	\N	USD	1441.09	1211	230.09	1	EA	2015-10-05
300000840	40	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-04-06
300000840	50	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-05-17
300000840	60	HT-1051	\N	USD	117.81	99	18.81	1	EA	2015-11-13
300000840	70	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-11-19
300000840	80	HT-1051	\N	USD	353.43	297	56.43	3	EA	2015-07-19
300000840	90	HT-1138	\N	USD	2882.18	2422	460.18	2	EA	2015-06-16
300000841	10	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-08-28
300000841	20	HT-1120	\N	EUR	309.4	260	49.4	1	EA	2015-04-06
300000841	30	HT-1042	\N	EUR	830.62	698	132.62	2	EA	2015-09-25
300000842	10	HT-1502	\N	EUR	29750	25000	4750	1	EA	2015-11-03
300000842	20	HT-1060	\N	EUR	21.42	18	3.42	2	EA	2015-02-21
300000843	10	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-05-11
300000843	20	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-09-21
300000843	30	HT-1210	\N	EUR	2854.81	2399	455.81	1	EA	2015-10-13
300000843	40	HT-1052	\N	EUR	404.6	340	64.6	2	EA	2015-04-18
300000844	10	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-10-24
300000844	20	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-06-30
300000844	30	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2014-12-25
300000844	40	HT-1061	\N	EUR	24.99	21	3.99	3	EA	2015-03-24
300000844	50	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-11-26
300000845	10	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-09-11
300000845	20	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-02-22
300000845	30	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-04-07
300000845	40	HT-6130	\N	EUR	3472.42	2918	554.42	2	EA	2015-02-28
300000845	50	HT-1061	\N	EUR	8.33	7	1.33	1	EA	2015-02-13
300000845	60	HT-6130	\N	EUR	1736.21	1459	277.21	1	EA	2015-03-20
300000845	70	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-10-17
300000845	80	HT-6130	\N	EUR	5208.63	4377	831.63	3	EA	2015-02-14
300000845	90	HT-1061	\N	EUR	16.66	14	2.66	2	EA	2015-05-03
300000846	10	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-08-23
300000846	20	HT-1060	\N	EUR	10.71	9	1.71	1	EA	2015-09-24
300000846	30	HT-1502	\N	EUR	59500	50000	9500	2	EA	2015-06-09
300000847	10	HT-1051	\N	USD	353.43	297	56.43	3	EA	2014-12-05
300000847	20	HT-1138	\N	USD	4323.27	3633	690.27	3	EA	2015-10-08
300000848	10	HT-1056	\N	JPY	424.83	357	67.83	3	EA	2015-02-05
300000848	20	HT-1501	\N	JPY	53550	45000	8550	3	EA	2015-10-16
300000848	30	HT-1056	\N	JPY	141.61	119	22.61	1	EA	2015-01-02
300000848	40	HT-1501	\N	JPY	35700	30000	5700	2	EA	2015-10-07
300000849	10	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-10-21
300000849	20	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-01-11
300000849	30	HT-1052	\N	EUR	606.9	510	96.9	3	EA	2015-11-23
300000849	40	HT-1210	\N	EUR	8564.43	7197	1367.43	3	EA	2015-04-15
300000849	50	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-03-10
300000849	60	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-08-11
300000849	70	HT-1052	\N	EUR	202.3	170	32.3	1	EA	2015-08-14
300000849	80	HT-1210	\N	EUR	5709.62	4798	911.62	2	EA	2015-01-20
300000850	10	HT-8001	\N	GBP	1188.81	999	189.81	1	EA	2015-10-12
300000850	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-12-30
300000850	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-10-29
300000850	40	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-05-25
300000850	50	HT-1031	\N	GBP	1017.45	855	162.45	3	EA	2015-04-18
300000850	60	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-05-21
300000850	70	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-07-01
300000850	80	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-10-21
300000850	90	HT-1112	\N	GBP	139.23	117	22.23	3	EA	2015-12-02
300000850	100	HT-8001	\N	GBP	3566.43	2997	569.43	3	EA	2015-08-18
300000851	10	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-05-03
300000851	20	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-09-04
300000851	30	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-05-28
300000851	40	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-05-25
300000851	50	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-10-24
300000851	60	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-02-23
300000851	70	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-03-15
300000851	80	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-05-13
300000851	90	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-02-13
300000851	100	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-01-17
300000852	10	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-11-24
300000852	20	AD-1000	\N	CAD	0	0	0	1	EA	2015-11-14
300000852	30	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-12-03
300000852	40	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-05-10
300000852	50	AD-1000	\N	CAD	0	0	0	1	EA	2015-10-03
300000852	60	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-10-04
300000852	70	HT-1115	\N	CAD	49.98	42	7.98	1	EA	2014-12-26
300000852	80	AD-1000	\N	CAD	0	0	0	2	EA	2015-01-21
300000853	10	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-01-21
300000853	20	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-03-11
300000853	30	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-01-10
300000853	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-04-24
300000853	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-01-15
300000854	10	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-09-05
300000854	20	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-01-24
300000854	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-02-27
300000854	40	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-12-02
300000854	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-02-13
300000855	10	HT-1114	\N	USD	82.11	69	13.11	1	EA	2015-02-25
300000855	20	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-03-31
300000855	30	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-03-15
300000855	40	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-10-31
300000855	50	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-12-21
300000855	60	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-12-13
300000855	70	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-06-05
300000856	10	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-12-28
300000856	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-03-28
300000856	30	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2014-12-12
300000857	10	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-08-23
300000857	20	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-01-09
300000857	30	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-06-21
300000857	40	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-05-03
300000857	50	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-06-14
300000857	60	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-03-31
300000857	70	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-03-26
300000857	80	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-08-28
300000858	10	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-11-09
300000858	20	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-08-21
300000858	30	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-03-01
300000858	40	HT-1041	\N	ARS	1749.3	1470	279.3	3	EA	2015-04-24
300000858	50	HT-1118	\N	ARS	94.01	79	15.01	1	EA	2015-07-11
300000858	60	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-10-27
300000859	10	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-12-16
300000859	20	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-04-13
300000859	30	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2014-12-05
300000860	10	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-05-22
300000860	20	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-08-28
300000860	30	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-10-14
300000860	40	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-03-20
300000860	50	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-12-05
300000860	60	HT-1030	\N	EUR	273.7	230	43.7	1	EA	2015-11-23
300000860	70	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-11-08
300000861	10	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-09-29
300000861	20	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-01-10
300000861	30	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-03-02
300000861	40	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-08-31
300000862	10	AD-1000	\N	CAD	0	0	0	2	EA	2015-03-31
300000862	20	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-09-29
300000862	30	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-03-20
300000862	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-01-04
300000862	50	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-12-29
300000862	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-05-31
300000862	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-09-03
300000862	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-03-03
300000862	90	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-02-24
300000863	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2014-12-06
300000863	20	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-06-25
300000863	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-07-09
300000863	40	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-11-28
300000863	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-02-21
300000863	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-11-01
300000863	70	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-12-02
300000864	10	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-09-14
300000864	20	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-05-18
300000864	30	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-09-29
300000864	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-04-04
300000864	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-06-30
300000864	60	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-10-24
300000865	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-09-22
300000865	20	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-09-09
300000865	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-03-29
300000865	40	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-06-19
300000865	50	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-10-26
300000865	60	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2014-12-31
300000865	70	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-03-05
300000865	80	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-03-09
300000865	90	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-01-31
300000866	10	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-07-13
300000866	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-09-26
300000866	30	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-07-19
300000867	10	HT-1115	\N	CAD	49.98	42	7.98	1	EA	2015-04-02
300000867	20	AD-1000	\N	CAD	0	0	0	2	EA	2015-10-26
300000868	10	HT-1030	\N	EUR	821.1	690	131.1	3	EA	2015-03-18
300000868	20	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-07-05
300000868	30	HT-8000	\N	EUR	950.81	799	151.81	1	EA	2014-12-06
300000868	40	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-12-16
300000869	10	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-11-03
300000869	20	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-03-01
300000869	30	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-05-24
300000869	40	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-07-15
300000869	50	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-10-17
300000869	60	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-01-29
300000870	10	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-12-18
300000870	20	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2014-12-13
300000870	30	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-09-04
300000870	40	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-12-05
300000870	50	HT-8001	\N	GBP	1188.81	999	189.81	1	EA	2014-12-08
300000870	60	HT-1031	\N	GBP	339.15	285	54.15	1	EA	2015-03-09
300000870	70	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-04-27
300000870	80	HT-8001	\N	GBP	3566.43	2997	569.43	3	EA	2015-01-05
300000870	90	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2014-12-04
300000871	10	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-07-26
300000871	20	HT-8000	\N	EUR	950.81	799	151.81	1	EA	2015-07-09
300000871	30	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-07-17
300000872	10	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-09-06
300000872	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-08-11
300000873	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-04-13
300000873	20	HT-1114	\N	USD	246.33	207	39.33	3	EA	2015-08-04
300000873	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2014-12-28
300000873	40	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-02-01
300000874	10	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-09-22
300000874	20	AD-1000	\N	CAD	0	0	0	3	EA	2015-10-17
300000874	30	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2015-07-11
300000874	40	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-05-18
300000874	50	AD-1000	\N	CAD	0	0	0	2	EA	2015-09-23
300000874	60	HT-1036	\N	CAD	511.7	430	81.7	1	EA	2015-09-26
300000874	70	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-06-04
300000875	10	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-07-21
300000875	20	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-10-13
300000875	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-06-22
300000875	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-08-03
300000875	50	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-08-10
300000875	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-02-15
300000875	70	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2014-12-18
300000875	80	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-12-30
300000875	90	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-10-01
300000875	100	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-11-22
300000876	10	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2014-12-08
300000876	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-02-05
300000876	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-01-09
300000876	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-04-23
300000876	50	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-02-15
300000876	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-08-18
300000876	70	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-03-16
300000876	80	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-08-06
300000876	90	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-06-20
300000876	100	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-01-07
300000877	10	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-01-25
300000877	20	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-09-05
300000877	30	HT-1037	\N	MXN	3403.4	2860	543.4	2	EA	2015-08-31
300000877	40	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-09-01
300000877	50	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-12-02
300000877	60	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-07-17
300000877	70	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-09-26
300000877	80	HT-1116	\N	MXN	85.68	72	13.68	2	EA	2015-05-01
300000878	10	HT-8003	\N	USD	4955.16	4164	791.16	3	EA	2015-03-04
300000878	20	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-08-17
300000878	30	HT-1114	\N	USD	246.33	207	39.33	3	EA	2014-12-12
300000878	40	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-01-08
300000878	50	HT-1035	\N	USD	474.81	399	75.81	1	EA	2015-02-18
300000879	10	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-09-24
300000879	20	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-03-06
300000879	30	HT-1117	\N	EUR	90.44	76	14.44	2	EA	2015-10-03
300000879	40	HT-1040	\N	EUR	987.7	830	157.7	1	EA	2015-10-10
300000879	50	HT-1117	\N	EUR	135.66	114	21.66	3	EA	2015-01-22
300000880	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-07-28
300000880	20	HT-1032	\N	EUR	821.1	690	131.1	2	EA	2015-02-02
300000880	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-11-25
300000880	40	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-04-27
300000880	50	HT-1032	\N	EUR	821.1	690	131.1	2	EA	2015-08-13
300000880	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-09-21
300000880	70	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-12-12
300000881	10	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-02-21
300000881	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2015-02-21
300000881	30	HT-1040	\N	EUR	2963.1	2490	473.1	3	EA	2015-01-10
300000882	10	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2014-12-27
300000882	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-10-30
300000882	30	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2014-12-09
300000882	40	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-12-30
300000882	50	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-12-02
300000882	60	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-05-14
300000882	70	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-08-03
300000882	80	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-08-04
300000883	10	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-12-09
300000883	20	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-10-05
300000883	30	HT-1041	\N	ARS	1166.2	980	186.2	2	EA	2015-04-01
300000883	40	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-01-21
300000883	50	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-03-06
300000883	60	HT-1118	\N	ARS	188.02	158	30.02	2	EA	2015-07-18
300000884	10	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-01-23
300000884	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2014-12-21
300000884	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-05-26
300000885	10	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-06-28
300000885	20	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-03-21
300000885	30	HT-1111	\N	EUR	24.63	20.7	3.93	3	EA	2015-05-10
300000885	40	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-08-16
300000885	50	HT-1030	\N	EUR	547.4	460	87.4	2	EA	2015-04-09
300000885	60	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-07-11
300000885	70	HT-8000	\N	EUR	2852.43	2397	455.43	3	EA	2015-04-24
300000886	10	HT-1037	\N	MXN	1701.7	1430	271.7	1	EA	2015-02-14
300000886	20	HT-1116	\N	MXN	128.52	108	20.52	3	EA	2015-06-05
300000886	30	HT-1037	\N	MXN	5105.1	4290	815.1	3	EA	2015-07-10
300000886	40	HT-1116	\N	MXN	42.84	36	6.84	1	EA	2015-03-14
300000887	10	AD-1000	\N	CAD	0	0	0	2	EA	2015-01-03
300000887	20	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-09-10
300000887	30	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-08-02
300000887	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-08-24
300000887	50	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-12-26
300000887	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-06-10
300000887	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-07-29
300000887	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-10-16
300000887	90	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-11-15
300000888	10	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-03-05
300000888	20	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-12-27
300000888	30	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-07-22
300000888	40	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-03-24
300000888	50	HT-1032	\N	EUR	1231.65	1035	196.65	3	EA	2015-02-22
300000888	60	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-06-01
300000888	70	HT-8002	\N	EUR	2853.62	2398	455.62	2	EA	2015-02-04
300000889	10	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-09-28
300000889	20	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-07-06
300000889	30	HT-8002	\N	EUR	1426.81	1199	227.81	1	EA	2015-08-09
300000889	40	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2015-03-10
300000889	50	HT-1113	\N	EUR	2.74	2.3	0.44	1	EA	2015-05-14
300000889	60	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-02-16
300000890	10	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2014-12-26
300000890	20	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-06-15
300000890	30	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-05-11
300000890	40	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2014-12-17
300000890	50	HT-1114	\N	USD	164.22	138	26.22	2	EA	2015-11-07
300000890	60	HT-8003	\N	USD	1651.72	1388	263.72	1	EA	2015-02-25
300000890	70	HT-1035	\N	USD	949.62	798	151.62	2	EA	2015-08-13
300000890	80	HT-1114	\N	USD	246.33	207	39.33	3	EA	2014-12-06
300000890	90	HT-8003	\N	USD	3303.44	2776	527.44	2	EA	2015-01-08
300000891	10	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-03-16
300000891	20	HT-1117	\N	EUR	45.22	38	7.22	1	EA	2014-12-24
300000891	30	HT-1040	\N	EUR	1975.4	1660	315.4	2	EA	2015-07-19
300000892	10	HT-1111	\N	EUR	8.21	6.9	1.31	1	EA	2015-03-19
300000892	20	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-06-13
300000893	10	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2015-08-22
300000893	20	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-06-24
300000893	30	AD-1000	\N	CAD	0	0	0	1	EA	2015-07-23
300000893	40	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-08-11
300000894	10	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-03-14
300000894	20	HT-1041	\N	ARS	583.1	490	93.1	1	EA	2015-08-22
300000894	30	HT-1118	\N	ARS	282.03	237	45.03	3	EA	2015-05-06
300000894	40	HT-1041	\N	ARS	1749.3	1470	279.3	3	EA	2015-02-04
300000894	50	HT-1118	\N	ARS	94.01	79	15.01	1	EA	2015-06-24
300000895	10	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2014-12-23
300000895	20	HT-1031	\N	GBP	678.3	570	108.3	2	EA	2015-09-01
300000895	30	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-12-16
300000895	40	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-06-04
300000895	50	HT-1031	\N	GBP	339.15	285	54.15	1	EA	2015-08-27
300000895	60	HT-1112	\N	GBP	46.41	39	7.41	1	EA	2015-11-10
300000895	70	HT-8001	\N	GBP	2377.62	1998	379.62	2	EA	2015-05-23
300000895	80	HT-1031	\N	GBP	1017.45	855	162.45	3	EA	2015-04-23
300000895	90	HT-1112	\N	GBP	92.82	78	14.82	2	EA	2015-11-23
300000896	10	HT-8000	\N	EUR	1901.62	1598	303.62	2	EA	2015-06-01
300000896	20	HT-1030	\N	EUR	273.7	230	43.7	1	EA	2015-03-03
300000896	30	HT-1111	\N	EUR	16.42	13.8	2.62	2	EA	2015-10-04
300000897	10	HT-8003	\N	USD	4955.16	4164	791.16	3	EA	2014-12-10
300000897	20	HT-1035	\N	USD	1424.43	1197	227.43	3	EA	2015-02-18
300000898	10	HT-1113	\N	EUR	8.21	6.9	1.31	3	EA	2015-05-10
300000898	20	HT-8002	\N	EUR	4280.43	3597	683.43	3	EA	2015-03-30
300000898	30	HT-1032	\N	EUR	410.55	345	65.55	1	EA	2014-12-08
300000898	40	HT-1113	\N	EUR	5.47	4.6	0.87	2	EA	2015-01-24
300000899	10	AD-1000	\N	CAD	0	0	0	3	EA	2015-02-01
300000899	20	HT-1036	\N	CAD	1535.1	1290	245.1	3	EA	2014-12-31
300000899	30	HT-1115	\N	CAD	149.94	126	23.94	3	EA	2015-01-14
300000899	40	AD-1000	\N	CAD	0	0	0	3	EA	2015-04-24
300000899	50	HT-1036	\N	CAD	511.7	430	81.7	1	EA	2015-06-19
300000899	60	HT-1115	\N	CAD	99.96	84	15.96	2	EA	2015-11-24
300000899	70	AD-1000	\N	CAD	0	0	0	1	EA	2015-01-16
300000899	80	HT-1036	\N	CAD	1023.4	860	163.4	2	EA	2015-07-27
300000900	10	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-04-10
300000900	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-11-01
300000900	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2014-12-30
300000900	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-05-14
300000900	50	HT-6132	\N	BRL	3209.43	2697	512.43	3	EA	2015-04-03
300000900	60	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-02-18
300000900	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2014-12-04
300000900	80	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-03-25
300000900	90	HT-6132	\N	BRL	3209.43	2697	512.43	3	EA	2015-04-05
300000900	100	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2015-12-25
300000901	10	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-01-19
300000901	20	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2014-12-06
300000901	30	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-09-15
300000901	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-09-10
300000901	50	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2014-12-22
300000901	60	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-04-23
300000901	70	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-04-18
300000901	80	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-02-05
300000901	90	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-06-27
300000901	100	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-09-16
300000902	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-03-05
300000902	20	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-09-28
300000902	30	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-05-31
300000902	40	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-06-16
300000902	50	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-01-29
300000902	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-05-15
300000902	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-10-16
300000902	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-10-21
300000903	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-05-15
300000903	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2014-12-19
300000903	30	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-11-13
300000903	40	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-05-17
300000903	50	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-06-19
300000904	10	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-12-22
300000904	20	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-05-28
300000904	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-04-24
300000904	40	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-06-04
300000904	50	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-03-30
300000905	10	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-06-09
300000905	20	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-04-22
300000905	30	HT-1095	\N	USD	380.8	320	60.8	2	EA	2014-12-13
300000905	40	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-07-17
300000905	50	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-05-19
300000905	60	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-06-10
300000905	70	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-06-03
300000906	10	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-01-01
300000906	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-10-01
300000906	30	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-10-22
300000907	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-07-28
300000907	20	HT-1070	\N	ARS	253.11	212.7	40.41	3	EA	2015-04-18
300000907	30	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-03-13
300000907	40	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-12-05
300000907	50	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-03-16
300000907	60	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-09-27
300000907	70	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2014-12-11
300000907	80	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-02-25
300000908	10	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-01-04
300000908	20	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-08-31
300000908	30	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-01-25
300000908	40	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2014-12-25
300000908	50	HT-6131	\N	ARS	1426.81	1199	227.81	1	EA	2015-05-06
300000908	60	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-01-16
300000909	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-06-14
300000909	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-08-07
300000909	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-04-01
300000910	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-08-31
300000910	20	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-07-25
300000910	30	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-08-13
300000910	40	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-02-24
300000910	50	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-04-29
300000910	60	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-04-07
300000910	70	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-08-13
300000911	10	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-12-05
300000911	20	HT-1070	\N	ARS	253.11	212.7	40.41	3	EA	2015-04-24
300000911	30	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-01-06
300000911	40	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-12-29
300000912	10	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-08-28
300000912	20	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-10-02
300000912	30	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-01-01
300000912	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-08-27
300000912	50	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-10-23
300000912	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-06-23
300000912	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-06-21
300000912	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-01-16
300000912	90	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2014-12-18
300000913	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-11-24
300000913	20	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-01-11
300000913	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-04-13
300000913	40	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-11-29
300000913	50	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-12-03
300000913	60	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-01-08
300000913	70	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-12-17
300000914	10	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-03-02
300000914	20	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-04-23
300000914	30	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-02-25
300000914	40	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-05-21
300000914	50	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-09-30
300000914	60	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-04-07
300000915	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-04-13
300000915	20	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-12-26
300000915	30	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-12-08
300000915	40	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-09-20
300000915	50	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-01-06
300000915	60	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-11-20
300000915	70	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-02-02
300000915	80	HT-1068	\N	USD	12.5	10.5	2	3	EA	2014-12-21
300000915	90	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-02-27
300000916	10	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-03-16
300000916	20	HT-1097	\N	ARS	66.64	56	10.64	1	EA	2015-02-23
300000916	30	HT-1070	\N	ARS	168.74	141.8	26.94	2	EA	2015-05-28
300000917	10	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-11-05
300000917	20	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-11-08
300000918	10	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-05-10
300000918	20	HT-1065	\N	CHF	92.82	78	14.82	3	EA	2015-05-30
300000918	30	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-07-08
300000918	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-05-13
300000919	10	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-12-17
300000919	20	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-01-08
300000919	30	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-12-23
300000919	40	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-01-27
300000919	50	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2014-12-12
300000919	60	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-06-07
300000920	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-06-15
300000920	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-03-14
300000920	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2014-12-25
300000920	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-03-04
300000920	50	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2015-12-09
300000920	60	HT-1063	\N	BRL	16.66	14	2.66	1	EA	2015-09-24
300000920	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-12-04
300000920	80	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2015-04-03
300000920	90	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-07-07
300000921	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-05-30
300000921	20	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-10-20
300000921	30	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-06-22
300000922	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-07-11
300000922	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-01-17
300000923	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-03-29
300000923	20	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-12-30
300000923	30	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-07-06
300000923	40	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-11-15
300000924	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-10-26
300000924	20	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2014-12-09
300000924	30	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-02-23
300000924	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-11-10
300000924	50	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-11-13
300000924	60	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-10-28
300000924	70	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-12-30
300000925	10	HT-1069	\N	JPY	952	800	152	1	EA	2015-07-16
300000925	20	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-07-02
300000925	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-06-02
300000925	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-05-27
300000925	50	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-02-28
300000925	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-09-07
300000925	70	HT-1069	\N	JPY	1904	1600	304	2	EA	2014-12-26
300000925	80	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-09-11
300000925	90	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-01-22
300000925	100	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-10-20
300000926	10	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-02-15
300000926	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-09-02
300000926	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-10-16
300000926	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-07-24
300000926	50	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-04-22
300000926	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-08-22
300000926	70	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-08-25
300000926	80	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-04-25
300000926	90	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-06-16
300000926	100	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-01-24
300000927	10	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-04-10
300000927	20	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2015-10-13
300000927	30	HT-1069	\N	JPY	1904	1600	304	2	EA	2015-03-04
300000927	40	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-07-15
300000927	50	HT-1069	\N	JPY	952	800	152	1	EA	2015-02-06
300000927	60	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2014-12-07
300000927	70	HT-1069	\N	JPY	952	800	152	1	EA	2015-05-16
300000927	80	HT-1096	\N	JPY	285.6	240	45.6	2	EA	2015-08-16
300000928	10	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-05-17
300000928	20	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-03-27
300000928	30	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-12-02
300000928	40	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-12-31
300000928	50	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-06-06
300000929	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-06-17
300000929	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-04-28
300000929	30	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-07-04
300000929	40	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-03-16
300000929	50	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-03-15
300000930	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-12-03
300000930	20	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-04-25
300000930	30	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-04-28
300000930	40	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-09-02
300000930	50	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-11-25
300000930	60	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-07-10
300000930	70	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-10-14
300000931	10	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-07-29
300000931	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-12-13
300000931	30	HT-1097	\N	ARS	199.92	168	31.92	3	EA	2015-05-30
300000932	10	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-01-06
300000932	20	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-10-13
300000932	30	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-10-20
300000932	40	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-02-12
300000932	50	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-10-10
300000932	60	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-11-14
300000932	70	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-12-31
300000932	80	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-04-24
300000933	10	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-02-11
300000933	20	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-07-31
300000933	30	HT-1062	\N	ARS	26.18	22	4.18	2	EA	2015-05-13
300000933	40	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-06-20
300000933	50	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-02-21
300000933	60	HT-6131	\N	ARS	2853.62	2398	455.62	2	EA	2015-11-06
300000934	10	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-01-05
300000934	20	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-05-22
300000934	30	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-11-10
300000935	10	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-02-19
300000935	20	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-09-04
300000935	30	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-09-22
300000935	40	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-08-26
300000935	50	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-02-20
300000935	60	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2015-12-15
300000935	70	HT-7020	\N	CHF	5319.3	4470	849.3	3	EA	2015-08-07
300000936	10	HT-1069	\N	JPY	952	800	152	1	EA	2015-04-05
300000936	20	HT-1096	\N	JPY	428.4	360	68.4	3	EA	2015-11-07
300000936	30	HT-1069	\N	JPY	2856	2400	456	3	EA	2015-07-16
300000936	40	HT-1096	\N	JPY	142.8	120	22.8	1	EA	2014-12-20
300000937	10	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-01-13
300000937	20	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-12-02
300000937	30	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-03-06
300000937	40	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-02-12
300000937	50	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-10-01
300000937	60	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-07-02
300000937	70	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-07-01
300000937	80	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-09-22
300000937	90	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-08-09
300000938	10	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2014-12-20
300000938	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2014-12-19
300000938	30	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-09-18
300000938	40	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-11-30
300000938	50	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2014-12-19
300000938	60	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-10-17
300000938	70	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-11-20
300000939	10	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-06-22
300000939	20	HT-7000	\N	EUR	1306.62	1098	208.62	2	EA	2015-05-18
300000939	30	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-11-03
300000939	40	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-03-28
300000939	50	HT-1067	\N	EUR	4.17	3.5	0.67	1	EA	2015-02-21
300000939	60	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2015-09-25
300000940	10	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-01-05
300000940	20	HT-1095	\N	USD	380.8	320	60.8	2	EA	2015-04-16
300000940	30	HT-1068	\N	USD	4.17	3.5	0.67	1	EA	2015-03-08
300000940	40	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-04-29
300000940	50	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-05-19
300000940	60	HT-1095	\N	USD	190.4	160	30.4	1	EA	2015-10-11
300000940	70	HT-1068	\N	USD	8.33	7	1.33	2	EA	2014-12-06
300000940	80	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-07-18
300000940	90	HT-1068	\N	USD	8.33	7	1.33	2	EA	2015-03-20
300000941	10	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-08-13
300000941	20	HT-1070	\N	ARS	84.37	70.9	13.47	1	EA	2015-12-25
300000941	30	HT-1097	\N	ARS	133.28	112	21.28	2	EA	2015-05-15
300000942	10	HT-1065	\N	CHF	30.94	26	4.94	1	EA	2015-04-22
300000942	20	HT-7020	\N	CHF	3546.2	2980	566.2	2	EA	2015-08-26
300000943	10	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-09-25
300000943	20	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2014-12-11
300000943	30	HT-1066	\N	USD	2.98	2.5	0.48	1	EA	2015-11-12
300000943	40	HT-7010	\N	USD	1901.62	1598	303.62	2	EA	2015-01-29
300000944	10	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2015-12-11
300000944	20	HT-6131	\N	ARS	1426.81	1199	227.81	1	EA	2015-03-30
300000944	30	HT-1062	\N	ARS	39.27	33	6.27	3	EA	2015-01-05
300000944	40	HT-6131	\N	ARS	4280.43	3597	683.43	3	EA	2015-08-25
300000944	50	HT-1062	\N	ARS	13.09	11	2.09	1	EA	2015-12-05
300000945	10	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-11-23
300000945	20	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-02-21
300000945	30	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-12-15
300000945	40	HT-1063	\N	BRL	33.32	28	5.32	2	EA	2015-03-02
300000945	50	HT-6132	\N	BRL	1069.81	899	170.81	1	EA	2014-12-04
300000945	60	HT-1063	\N	BRL	16.66	14	2.66	1	EA	2015-09-15
300000945	70	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-06-08
300000945	80	HT-1063	\N	BRL	49.98	42	7.98	3	EA	2014-12-21
300000945	90	HT-6132	\N	BRL	2139.62	1798	341.62	2	EA	2015-11-21
300000946	10	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-10-16
300000946	20	HT-7020	\N	CHF	1773.1	1490	283.1	1	EA	2015-08-26
300000946	30	HT-1065	\N	CHF	61.88	52	9.88	2	EA	2015-12-26
300000947	10	HT-1095	\N	USD	571.2	480	91.2	3	EA	2015-11-26
300000947	20	HT-1068	\N	USD	12.5	10.5	2	3	EA	2015-02-25
300000948	10	HT-7000	\N	EUR	1959.93	1647	312.93	3	EA	2014-12-29
300000948	20	HT-1067	\N	EUR	12.5	10.5	2	3	EA	2015-08-09
300000948	30	HT-7000	\N	EUR	653.31	549	104.31	1	EA	2015-11-24
300000948	40	HT-1067	\N	EUR	8.33	7	1.33	2	EA	2015-02-22
300000949	10	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-02-18
300000949	20	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2014-12-21
300000949	30	HT-7010	\N	USD	2852.43	2397	455.43	3	EA	2015-12-31
300000949	40	HT-1066	\N	USD	8.93	7.5	1.43	3	EA	2015-02-22
300000949	50	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-07-15
300000949	60	HT-1066	\N	USD	5.95	5	0.95	2	EA	2014-12-06
300000949	70	HT-7010	\N	USD	950.81	799	151.81	1	EA	2015-11-01
300000949	80	HT-1066	\N	USD	5.95	5	0.95	2	EA	2015-08-26
300000950	10	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-04-24
300000950	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-10-20
300000950	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2014-12-14
300000950	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-12-25
300000950	50	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-07-23
300000950	60	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-09-20
300000950	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-01-17
300000950	80	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-29
300000950	90	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-02-08
300000950	100	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-06-28
300000951	10	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-05-16
300000951	20	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-02-18
300000951	30	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-06-18
300000951	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-02-12
300000951	50	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-09-27
300000951	60	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-01-13
300000951	70	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-06-29
300000951	80	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2014-12-05
300000951	90	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-02-06
300000951	100	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-06-01
300000952	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-03-10
300000952	20	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-11-18
300000952	30	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-09-21
300000952	40	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-12-23
300000952	50	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-11-21
300000952	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-10-13
300000952	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-07-16
300000952	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-12-07
300000953	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-03-26
300000953	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-01-16
300000953	30	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-08-29
300000953	40	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-10-16
300000953	50	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-12-07
300000954	10	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-06-25
300000954	20	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-04-27
300000954	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-12-05
300000954	40	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-04-05
300000954	50	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-12-14
300000955	10	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-02-24
300000955	20	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-08-16
300000955	30	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-07-01
300000955	40	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2014-12-24
300000955	50	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-03-28
300000955	60	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-03-17
300000955	70	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-12-30
300000956	10	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-03-13
300000956	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-03-09
300000956	30	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-07-14
300000957	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-08-18
300000957	20	HT-1082	\N	ARS	603.33	507	96.33	3	EA	2015-01-29
300000957	30	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-06-07
300000957	40	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2015-02-13
300000957	50	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-05-05
300000957	60	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-08-07
300000957	70	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-11-01
300000957	80	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-07-22
300000958	10	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-04-11
300000958	20	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2014-12-29
300000958	30	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-01-23
300000958	40	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-12-24
300000958	50	HT-6101	\N	DKK	808.01	679	129.01	1	EA	2015-08-01
300000958	60	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-02-22
300000959	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-09
300000959	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-02
300000959	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-05-15
300000960	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-04-27
300000960	20	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-06-12
300000960	30	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-10-24
300000960	40	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-09-23
300000960	50	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-09-11
300000960	60	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-10-11
300000960	70	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-04-25
300000961	10	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-10-29
300000961	20	HT-1082	\N	ARS	603.33	507	96.33	3	EA	2015-12-29
300000961	30	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-05-05
300000961	40	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-03-02
300000962	10	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-04-06
300000962	20	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-12-15
300000962	30	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-06-17
300000962	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-05-24
300000962	50	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-01-21
300000962	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-09-14
300000962	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-11-18
300000962	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-03-27
300000962	90	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2014-12-21
300000963	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-07-17
300000963	20	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-12-18
300000963	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-06-26
300000963	40	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-07-10
300000963	50	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-07-17
300000963	60	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-06-06
300000963	70	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-12-08
300000964	10	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-01-10
300000964	20	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-04-10
300000964	30	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-06-21
300000964	40	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-04-12
300000964	50	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-07-31
300000964	60	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-09-24
300000965	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-07-09
300000965	20	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-05-26
300000965	30	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-05-22
300000965	40	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-08-18
300000965	50	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-12-18
300000965	60	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-01-21
300000965	70	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-01-24
300000965	80	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-07-14
300000965	90	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-12-03
300000966	10	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2015-03-19
300000966	20	HT-6110	\N	ARS	154.7	130	24.7	1	EA	2015-12-17
300000966	30	HT-1082	\N	ARS	402.22	338	64.22	2	EA	2014-12-05
300000967	10	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-09-08
300000967	20	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-12-15
300000968	10	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-03-19
300000968	20	HT-1071	\N	ZAR	291.67	245.1	46.57	3	EA	2015-07-20
300000968	30	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-04-13
300000968	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-02-05
300000969	10	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-01-21
300000969	20	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-03-03
300000969	30	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-10-24
300000969	40	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-03-13
300000969	50	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-05-31
300000969	60	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-08-22
300000970	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-01
300000970	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-02-27
300000970	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-05-10
300000970	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-04-02
300000970	50	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-03-04
300000970	60	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-04-03
300000970	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-03-06
300000970	80	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-07-04
300000970	90	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-07-28
300000971	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-09-23
300000971	20	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-04-13
300000971	30	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-12-29
300000972	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-04-09
300000972	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-01-31
300000973	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-12-07
300000973	20	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-12-21
300000973	30	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2014-12-10
300000973	40	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-12-09
300000974	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-04-05
300000974	20	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-12-17
300000974	30	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-09-20
300000974	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2014-12-04
300000974	50	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-10-28
300000974	60	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-09-24
300000974	70	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2014-12-31
300000975	10	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-06-29
300000975	20	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-07-18
300000975	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-01-23
300000975	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-07-04
300000975	50	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-11-02
300000975	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-05-03
300000975	70	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-06-21
300000975	80	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2014-12-05
300000975	90	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-02-04
300000975	100	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2014-12-31
300000976	10	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-01-16
300000976	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-06-22
300000976	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-04-17
300000976	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-06-29
300000976	50	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-02-04
300000976	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-02-02
300000976	70	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-07-23
300000976	80	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-10-02
300000976	90	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-05-12
300000976	100	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-12-30
300000977	10	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2014-12-26
300000977	20	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-05-17
300000977	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-09-28
300000977	40	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-08-21
300000977	50	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-05-15
300000977	60	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-03-04
300000977	70	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-12-21
300000977	80	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-01-15
300000978	10	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-09-01
300000978	20	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-02-18
300000978	30	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-06-28
300000978	40	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-12-06
300000978	50	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-06-23
300000979	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-08-06
300000979	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-05-24
300000979	30	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-07-16
300000979	40	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-06-10
300000979	50	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-09-03
300000980	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-03-16
300000980	20	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-03-23
300000980	30	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-07-30
300000980	40	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-05-14
300000980	50	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2014-12-08
300000980	60	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-01-07
300000980	70	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-02-06
300000981	10	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-07-05
300000981	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-02-14
300000981	30	HT-6110	\N	ARS	464.1	390	74.1	3	EA	2015-06-20
300000982	10	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-04-17
300000982	20	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-07-22
300000982	30	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-01-28
300000982	40	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-11-07
300000982	50	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-01-27
300000982	60	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-05-13
300000982	70	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-09-27
300000982	80	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-12-28
300000983	10	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-04-01
300000983	20	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-03-17
300000983	30	HT-1085	\N	DKK	3567.62	2998	569.62	2	EA	2015-07-05
300000983	40	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-06-11
300000983	50	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-01-12
300000983	60	HT-6101	\N	DKK	1616.02	1358	258.02	2	EA	2015-05-23
300000984	10	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-04-04
300000984	20	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-12-06
300000984	30	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-11-10
300000985	10	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2014-12-18
300000985	20	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-04-01
300000985	30	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-03-24
300000985	40	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-09-06
300000985	50	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-10-25
300000985	60	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-07-05
300000985	70	HT-6123	\N	ZAR	1067.43	897	170.43	3	EA	2015-03-24
300000986	10	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-05-28
300000986	20	HT-2002	\N	EUR	3048.74	2561.97	486.77	3	EA	2015-10-02
300000986	30	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-01-09
300000986	40	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-11-05
300000987	10	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2014-12-06
300000987	20	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-01-28
300000987	30	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-12-11
300000987	40	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2014-12-26
300000987	50	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-09-07
300000987	60	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-03-01
300000987	70	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-12-05
300000987	80	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-05-09
300000987	90	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-02-08
300000988	10	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-01-18
300000988	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-09-02
300000988	30	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-12-06
300000988	40	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-05-10
300000988	50	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-11-06
300000988	60	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-11-10
300000988	70	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-03-08
300000989	10	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-02-25
300000989	20	HT-6122	\N	USD	397.46	334	63.46	2	EA	2015-03-19
300000989	30	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-06-08
300000989	40	HT-6122	\N	USD	198.73	167	31.73	1	EA	2015-07-27
300000989	50	HT-1072	\N	USD	120.43	101.2	19.23	1	EA	2015-12-03
300000989	60	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-01-06
300000990	10	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-08-16
300000990	20	HT-6102	\N	CNY	2115.82	1778	337.82	2	EA	2015-06-11
300000990	30	HT-1083	\N	CNY	618.8	520	98.8	1	EA	2015-10-13
300000990	40	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-07-03
300000990	50	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-03-11
300000990	60	HT-6102	\N	CNY	1057.91	889	168.91	1	EA	2015-06-29
300000990	70	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-09-03
300000990	80	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-02-02
300000990	90	HT-1083	\N	CNY	1237.6	1040	197.6	2	EA	2015-01-07
300000991	10	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-05-26
300000991	20	HT-1082	\N	ARS	201.11	169	32.11	1	EA	2015-02-10
300000991	30	HT-6110	\N	ARS	309.4	260	49.4	2	EA	2015-05-06
300000992	10	HT-1071	\N	ZAR	97.22	81.7	15.52	1	EA	2015-10-12
300000992	20	HT-6123	\N	ZAR	711.62	598	113.62	2	EA	2015-10-08
300000993	10	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-08-23
300000993	20	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-03-03
300000993	30	HT-1073	\N	EUR	28.56	24	4.56	1	EA	2015-03-27
300000993	40	HT-6121	\N	EUR	149.94	126	23.94	2	EA	2015-08-19
300000994	10	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-10-11
300000994	20	HT-6101	\N	DKK	808.01	679	129.01	1	EA	2015-08-28
300000994	30	HT-1085	\N	DKK	5351.43	4497	854.43	3	EA	2015-07-05
300000994	40	HT-6101	\N	DKK	2424.03	2037	387.03	3	EA	2015-11-10
300000994	50	HT-1085	\N	DKK	1783.81	1499	284.81	1	EA	2015-12-22
300000995	10	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-12-10
300000995	20	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-03-20
300000995	30	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-04-26
300000995	40	HT-1090	\N	EUR	92.82	78	14.82	2	EA	2015-10-29
300000995	50	HT-2002	\N	EUR	1016.25	853.99	162.26	1	EA	2015-09-01
300000995	60	HT-1090	\N	EUR	46.41	39	7.41	1	EA	2015-11-07
300000995	70	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-07-08
300000995	80	HT-1090	\N	EUR	139.23	117	22.23	3	EA	2015-01-21
300000995	90	HT-2002	\N	EUR	2032.5	1707.98	324.52	2	EA	2015-05-30
300000996	10	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2014-12-22
300000996	20	HT-6123	\N	ZAR	355.81	299	56.81	1	EA	2015-04-23
300000996	30	HT-1071	\N	ZAR	194.45	163.4	31.05	2	EA	2015-08-09
300000997	10	HT-6102	\N	CNY	3173.73	2667	506.73	3	EA	2015-07-26
300000997	20	HT-1083	\N	CNY	1856.4	1560	296.4	3	EA	2015-05-11
300000998	10	HT-6122	\N	USD	596.19	501	95.19	3	EA	2015-10-19
300000998	20	HT-1072	\N	USD	361.28	303.6	57.68	3	EA	2015-09-07
300000998	30	HT-6122	\N	USD	198.73	167	31.73	1	EA	2014-12-21
300000998	40	HT-1072	\N	USD	240.86	202.4	38.46	2	EA	2015-03-04
300000999	10	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-12-18
300000999	20	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-03-25
300000999	30	HT-6121	\N	EUR	224.91	189	35.91	3	EA	2015-03-28
300000999	40	HT-1073	\N	EUR	85.68	72	13.68	3	EA	2015-10-08
300000999	50	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-08-01
300000999	60	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-08-07
300000999	70	HT-6121	\N	EUR	74.97	63	11.97	1	EA	2015-10-27
300000999	80	HT-1073	\N	EUR	57.12	48	9.12	2	EA	2015-03-26
\.

COPY sales_orders (sales_order_id, created_by, created_at, changed_by, changed_at, note_id, partner_id, currency, gross_amount, net_amount, tax_amount, lifecycle_status, billing_status, delivery_status) FROM stdin;
500000000	24	2021-01-01	1	2021-01-15	\N	100000000	EUR	26581.03	22337	4244.03	X	I	I
500000001	32	2021-01-02	20	2021-01-16	\N	100000002	EUR	9417.66	7914	1503.66	N	I	I
500000002	5	2021-01-03	6	2021-01-17	\N	100000005	EUR	5631.08	4732	899.08	P	I	D
500000003	33	2022-01-04	19	2022-01-18	\N	100000006	EUR	1405.39	1181	224.39	N	I	I
500000004	22	2022-01-05	28	2022-01-19	\N	100000006	EUR	761.24	639.7	121.54	C	P	D
500000005	6	2022-01-06	23	2022-01-20	\N	100000008	EUR	101299.22	85125.4	16173.82	X	I	I
500000006	6	2015-01-07	5	2015-01-21	\N	100000003	EUR	250.73	210.7	40.03	X	I	I
500000007	21	2015-01-08	13	2015-01-22	\N	100000004	EUR	10549.35	8865	1684.35	C	P	D
500000008	13	2015-01-09	5	2015-01-23	\N	100000009	EUR	195.16	164	31.16	X	I	I
500000009	31	2015-01-10	22	2015-01-24	\N	100000000	EUR	3972.22	3338	634.22	P	P	I
500000010	23	2015-01-11	2	2015-01-25	\N	100000002	EUR	3598.92	3024.3	574.62	N	I	I
500000011	2	2015-01-12	27	2015-01-26	\N	100000004	EUR	325.94	273.9	52.04	P	P	I
500000012	26	2015-01-13	5	2015-01-27	\N	100000005	EUR	24395	20500	3895	P	I	D
500000013	19	2015-01-14	2	2015-01-28	\N	100000006	EUR	5527.55	4645	882.55	P	I	D
500000014	6	2015-01-15	8	2015-01-29	\N	100000006	EUR	3459.33	2907	552.33	P	I	I
500000015	23	2015-01-16	19	2015-01-30	\N	100000008	EUR	852.04	716	136.04	X	I	I
500000016	26	2015-01-17	20	2015-01-31	\N	100000004	EUR	1916.5	1610.5	306	N	I	I
500000017	31	2015-01-18	9	2015-02-01	\N	100000005	EUR	178.14	149.7	28.44	P	P	D
500000018	3	2015-01-19	17	2015-02-02	\N	100000002	EUR	871.55	732.4	139.15	C	P	D
500000019	12	2015-01-20	31	2015-02-03	\N	100000009	EUR	1028.15	864	164.15	N	I	I
500000020	18	2015-01-21	17	2015-02-04	\N	100000000	EUR	5523.38	4641.5	881.88	N	I	I
500000021	6	2015-01-22	9	2015-02-05	\N	100000002	EUR	187.54	157.6	29.94	P	P	D
500000022	18	2015-01-23	13	2015-02-06	\N	100000006	EUR	521.22	438	83.22	N	I	I
500000023	32	2015-01-24	32	2015-02-07	\N	100000008	EUR	411.5	345.8	65.7	C	P	D
500000024	24	2015-01-25	18	2015-02-08	\N	100000005	EUR	11552.52	9708	1844.52	P	P	D
500000025	18	2015-01-26	15	2015-02-09	\N	100000003	EUR	26581.03	22337	4244.03	C	P	D
500000026	14	2015-01-27	28	2015-02-10	\N	100000003	EUR	9417.66	7914	1503.66	N	I	I
500000027	17	2015-01-28	14	2015-02-11	\N	100000003	EUR	5631.08	4732	899.08	C	P	D
500000028	16	2015-01-29	28	2015-02-12	\N	100000008	EUR	1405.39	1181	224.39	C	P	D
500000029	27	2015-01-30	23	2015-02-13	\N	100000004	EUR	761.24	639.7	121.54	N	I	I
500000030	32	2015-01-31	26	2015-02-14	\N	100000006	EUR	101299.22	85125.4	16173.82	P	I	D
500000031	30	2015-02-01	17	2015-02-15	\N	100000004	EUR	250.73	210.7	40.03	C	P	D
500000032	31	2015-02-02	29	2015-02-16	\N	100000006	EUR	10549.35	8865	1684.35	N	I	I
500000033	5	2015-02-03	31	2015-02-17	\N	100000009	EUR	195.16	164	31.16	N	I	I
500000034	26	2015-02-04	1	2015-02-18	\N	100000000	EUR	107100	90000	17100	N	I	I
500000035	2	2015-02-05	12	2015-02-19	\N	100000002	EUR	4415.73	3710.7	705.03	P	P	I
500000036	13	2015-02-06	23	2015-02-20	\N	100000003	EUR	325.94	273.9	52.04	X	I	I
500000037	12	2015-02-07	7	2015-02-21	\N	100000005	EUR	24220.07	20353	3867.07	P	P	D
500000038	27	2015-02-08	32	2015-02-22	\N	100000006	EUR	4499.87	3781.4	718.47	C	P	D
500000039	15	2015-02-09	31	2015-02-23	\N	100000006	EUR	2727.24	2291.8	435.44	C	P	D
500000040	27	2015-02-10	5	2015-02-24	\N	100000008	EUR	530.62	445.9	84.72	N	I	I
500000041	7	2015-02-11	21	2015-02-25	\N	100000004	EUR	803.25	675	128.25	C	P	D
500000042	15	2015-02-12	8	2015-02-26	\N	100000002	EUR	178.14	149.7	28.44	X	I	I
500000043	6	2015-02-13	17	2015-02-27	\N	100000005	EUR	871.55	732.4	139.15	P	P	D
500000044	27	2015-02-14	32	2015-02-28	\N	100000009	EUR	6543.8	5499	1044.8	C	P	D
500000045	3	2015-02-15	20	2015-02-28	\N	100000000	EUR	113032.74	94985.5	18047.24	C	P	D
500000046	15	2015-02-16	23	2015-03-01	\N	100000002	EUR	114.24	96	18.24	X	I	I
500000047	11	2015-02-17	10	2015-03-02	\N	100000008	EUR	521.22	438	83.22	C	P	D
500000048	16	2015-02-18	29	2015-03-03	\N	100000006	EUR	411.5	345.8	65.7	C	P	D
500000049	33	2015-02-19	8	2015-03-04	\N	100000005	EUR	11379.97	9563	1816.97	N	I	I
500000050	28	2015-02-20	29	2015-03-05	\N	100000026	EUR	26581.03	22337	4244.03	N	I	I
500000051	17	2015-02-21	30	2015-03-06	\N	100000025	EUR	9417.66	7914	1503.66	C	P	D
500000052	11	2015-02-22	19	2015-03-07	\N	100000022	EUR	5631.08	4732	899.08	X	I	I
500000053	14	2015-02-23	27	2015-03-08	\N	100000024	EUR	1405.39	1181	224.39	C	P	D
500000054	6	2015-02-24	3	2015-03-09	\N	100000024	EUR	761.24	639.7	121.54	P	I	I
500000055	6	2015-02-25	6	2015-03-10	\N	100000021	EUR	101299.22	85125.4	16173.82	C	P	D
500000056	19	2015-02-26	22	2015-03-11	\N	100000023	EUR	250.73	210.7	40.03	C	P	D
500000057	1	2015-02-27	17	2015-03-12	\N	100000019	EUR	10549.35	8865	1684.35	N	I	I
500000058	13	2015-02-28	24	2015-03-13	\N	100000026	EUR	195.16	164	31.16	X	I	I
500000059	31	2015-02-28	30	2015-03-14	\N	100000026	EUR	3972.22	3338	634.22	P	I	D
500000060	31	2015-03-01	11	2015-03-15	\N	100000025	EUR	3598.92	3024.3	574.62	P	P	I
500000061	23	2015-03-02	16	2015-03-16	\N	100000019	EUR	325.94	273.9	52.04	C	P	D
500000062	4	2015-03-03	28	2015-03-17	\N	100000022	EUR	24395	20500	3895	N	I	I
500000063	17	2015-03-04	23	2015-03-18	\N	100000024	EUR	5527.55	4645	882.55	P	I	D
500000064	12	2015-03-05	11	2015-03-19	\N	100000024	EUR	3459.33	2907	552.33	N	I	I
500000065	25	2015-03-06	22	2015-03-20	\N	100000021	EUR	852.04	716	136.04	C	P	D
500000066	19	2015-03-07	31	2015-03-21	\N	100000019	EUR	1916.5	1610.5	306	N	I	I
500000067	17	2015-03-08	14	2015-03-22	\N	100000022	EUR	178.14	149.7	28.44	C	P	D
500000068	19	2015-03-09	16	2015-03-23	\N	100000025	EUR	871.55	732.4	139.15	P	P	I
500000069	11	2015-03-10	29	2015-03-24	\N	100000026	EUR	1028.15	864	164.15	N	I	I
500000070	4	2015-03-11	17	2015-03-25	\N	100000026	EUR	5523.38	4641.5	881.88	X	I	I
500000071	22	2015-03-12	23	2015-03-26	\N	100000025	EUR	187.54	157.6	29.94	N	I	I
500000072	19	2015-03-13	16	2015-03-27	\N	100000024	EUR	521.22	438	83.22	N	I	I
500000073	15	2015-03-14	6	2015-03-28	\N	100000021	EUR	411.5	345.8	65.7	N	I	I
500000074	3	2015-03-15	30	2015-03-29	\N	100000022	EUR	11552.52	9708	1844.52	C	P	D
500000075	16	2015-03-16	33	2015-03-30	\N	100000023	EUR	26581.03	22337	4244.03	X	I	I
500000076	32	2015-03-17	8	2015-03-31	\N	100000023	EUR	9417.66	7914	1503.66	P	I	D
500000077	2	2015-03-18	21	2015-04-01	\N	100000023	EUR	5631.08	4732	899.08	C	P	D
500000078	28	2015-03-19	31	2015-04-02	\N	100000021	EUR	1405.39	1181	224.39	C	P	D
500000079	4	2015-03-20	4	2015-04-03	\N	100000019	EUR	761.24	639.7	121.54	N	I	I
500000080	29	2015-03-21	1	2015-04-04	\N	100000024	EUR	101299.22	85125.4	16173.82	P	I	D
500000081	9	2015-03-22	17	2015-04-05	\N	100000019	EUR	250.73	210.7	40.03	C	P	D
500000082	15	2015-03-23	19	2015-04-06	\N	100000024	EUR	10549.35	8865	1684.35	N	I	I
500000083	8	2015-03-24	19	2015-04-07	\N	100000026	EUR	195.16	164	31.16	C	P	D
500000084	28	2015-03-25	26	2015-04-08	\N	100000026	EUR	107100	90000	17100	C	P	D
500000085	4	2015-03-26	15	2015-04-09	\N	100000025	EUR	4415.73	3710.7	705.03	X	I	I
500000086	10	2015-03-27	15	2015-04-10	\N	100000023	EUR	325.94	273.9	52.04	C	P	D
500000087	27	2015-03-28	27	2015-04-11	\N	100000022	EUR	24220.07	20353	3867.07	X	I	I
500000088	26	2015-03-29	7	2015-04-12	\N	100000024	EUR	4499.87	3781.4	718.47	P	I	D
500000089	3	2015-03-30	2	2015-04-13	\N	100000024	EUR	2727.24	2291.8	435.44	N	I	I
500000090	17	2015-03-31	5	2015-04-14	\N	100000021	EUR	530.62	445.9	84.72	N	I	I
500000091	25	2015-04-01	18	2015-04-15	\N	100000019	EUR	803.25	675	128.25	N	I	I
500000092	22	2015-04-02	29	2015-04-16	\N	100000025	EUR	178.14	149.7	28.44	X	I	I
500000093	15	2015-04-03	9	2015-04-17	\N	100000022	EUR	871.55	732.4	139.15	X	I	I
500000094	29	2015-04-04	31	2015-04-18	\N	100000026	EUR	6543.8	5499	1044.8	C	P	D
500000095	27	2015-04-05	18	2015-04-19	\N	100000026	EUR	113032.74	94985.5	18047.24	X	I	I
500000096	26	2015-04-06	29	2015-04-20	\N	100000025	EUR	114.24	96	18.24	C	P	D
500000097	20	2015-04-07	27	2015-04-21	\N	100000021	EUR	521.22	438	83.22	P	P	D
500000098	16	2015-04-08	16	2015-04-22	\N	100000024	EUR	411.5	345.8	65.7	C	P	D
500000099	15	2015-04-09	18	2015-04-23	\N	100000022	EUR	11379.97	9563	1816.97	X	I	I
500000100	5	2015-04-10	32	2015-04-24	\N	100000012	EUR	26581.03	22337	4244.03	X	I	I
500000101	1	2015-04-11	21	2015-04-25	\N	100000011	EUR	9417.66	7914	1503.66	X	I	I
500000102	8	2015-04-12	14	2015-04-26	\N	100000015	EUR	5631.08	4732	899.08	P	I	I
500000103	6	2015-04-13	28	2015-04-27	\N	100000013	EUR	1405.39	1181	224.39	N	I	I
500000104	11	2015-04-14	18	2015-04-28	\N	100000013	EUR	761.24	639.7	121.54	C	P	D
500000105	14	2015-04-15	8	2015-04-29	\N	100000014	EUR	101299.22	85125.4	16173.82	X	I	I
500000106	29	2015-04-16	23	2015-04-30	\N	100000016	EUR	250.73	210.7	40.03	C	P	D
500000107	2	2015-04-17	2	2015-05-01	\N	100000017	EUR	10549.35	8865	1684.35	C	P	D
500000108	3	2015-04-18	23	2015-05-02	\N	100000018	EUR	195.16	164	31.16	P	I	D
500000109	17	2015-04-19	25	2015-05-03	\N	100000012	EUR	3972.22	3338	634.22	P	I	I
500000110	23	2015-04-20	2	2015-05-04	\N	100000011	EUR	3598.92	3024.3	574.62	P	I	D
500000111	5	2015-04-21	12	2015-05-05	\N	100000017	EUR	325.94	273.9	52.04	N	I	I
500000112	13	2015-04-22	24	2015-05-06	\N	100000015	EUR	24395	20500	3895	X	I	I
500000113	24	2015-04-23	31	2015-05-07	\N	100000013	EUR	5527.55	4645	882.55	N	I	I
500000114	32	2015-04-24	12	2015-05-08	\N	100000013	EUR	3459.33	2907	552.33	X	I	I
500000115	5	2015-04-25	27	2015-05-09	\N	100000014	EUR	852.04	716	136.04	P	I	I
500000116	22	2015-04-26	14	2015-05-10	\N	100000017	EUR	1916.5	1610.5	306	N	I	I
500000117	3	2015-04-27	27	2015-05-11	\N	100000015	EUR	178.14	149.7	28.44	P	P	D
500000118	30	2015-04-28	31	2015-05-12	\N	100000011	EUR	871.55	732.4	139.15	P	I	D
500000119	29	2015-04-29	9	2015-05-13	\N	100000018	EUR	1028.15	864	164.15	N	I	I
500000120	28	2015-04-30	7	2015-05-14	\N	100000012	EUR	5523.38	4641.5	881.88	X	I	I
500000121	22	2015-05-01	14	2015-05-15	\N	100000011	EUR	187.54	157.6	29.94	X	I	I
500000122	13	2015-05-02	14	2015-05-16	\N	100000013	EUR	521.22	438	83.22	N	I	I
500000123	27	2015-05-03	9	2015-05-17	\N	100000014	EUR	411.5	345.8	65.7	X	I	I
500000124	11	2015-05-04	3	2015-05-18	\N	100000015	EUR	11552.52	9708	1844.52	C	P	D
500000125	13	2015-05-05	4	2015-05-19	\N	100000016	EUR	26581.03	22337	4244.03	C	P	D
500000126	28	2015-05-06	14	2015-05-20	\N	100000016	EUR	9417.66	7914	1503.66	C	P	D
500000127	21	2015-05-07	2	2015-05-21	\N	100000016	EUR	5631.08	4732	899.08	C	P	D
500000128	16	2015-05-08	15	2015-05-22	\N	100000014	EUR	1405.39	1181	224.39	X	I	I
500000129	28	2015-05-09	21	2015-05-23	\N	100000017	EUR	761.24	639.7	121.54	C	P	D
500000130	12	2015-05-10	33	2015-05-24	\N	100000013	EUR	101299.22	85125.4	16173.82	C	P	D
500000131	11	2015-05-11	2	2015-05-25	\N	100000017	EUR	250.73	210.7	40.03	P	P	D
500000132	32	2015-05-12	2	2015-05-26	\N	100000013	EUR	10549.35	8865	1684.35	P	I	D
500000133	5	2015-05-13	32	2015-05-27	\N	100000018	EUR	195.16	164	31.16	C	P	D
500000134	2	2015-05-14	22	2015-05-28	\N	100000012	EUR	107100	90000	17100	P	P	I
500000135	8	2015-05-15	5	2015-05-29	\N	100000011	EUR	4415.73	3710.7	705.03	N	I	I
500000136	33	2015-05-16	20	2015-05-30	\N	100000016	EUR	325.94	273.9	52.04	X	I	I
500000137	24	2015-05-17	31	2015-05-31	\N	100000015	EUR	24220.07	20353	3867.07	P	I	D
500000138	24	2015-05-18	4	2015-06-01	\N	100000013	EUR	4499.87	3781.4	718.47	C	P	D
500000139	15	2015-05-19	17	2015-06-02	\N	100000013	EUR	2727.24	2291.8	435.44	P	P	D
500000140	18	2015-05-20	17	2015-06-03	\N	100000014	EUR	530.62	445.9	84.72	C	P	D
500000141	18	2015-05-21	1	2015-06-04	\N	100000017	EUR	803.25	675	128.25	P	I	I
500000142	7	2015-05-22	13	2015-06-05	\N	100000011	EUR	178.14	149.7	28.44	P	I	D
500000143	10	2015-05-23	30	2015-06-06	\N	100000015	EUR	871.55	732.4	139.15	P	P	I
500000144	11	2015-05-24	21	2015-06-07	\N	100000018	EUR	6543.8	5499	1044.8	X	I	I
500000145	2	2015-05-25	12	2015-06-08	\N	100000012	EUR	113032.74	94985.5	18047.24	P	I	D
500000146	5	2015-05-26	16	2015-06-09	\N	100000011	EUR	114.24	96	18.24	P	P	I
500000147	24	2015-05-27	9	2015-06-10	\N	100000014	EUR	521.22	438	83.22	N	I	I
500000148	16	2015-05-28	22	2015-06-11	\N	100000013	EUR	411.5	345.8	65.7	C	P	D
500000149	19	2015-05-29	2	2015-06-12	\N	100000015	EUR	11379.97	9563	1816.97	C	P	D
500000150	4	2015-05-30	20	2015-06-13	\N	100000028	EUR	26581.03	22337	4244.03	P	P	I
500000151	32	2015-05-31	4	2015-06-14	\N	100000030	EUR	9417.66	7914	1503.66	C	P	D
500000152	1	2015-06-01	17	2015-06-15	\N	100000031	EUR	5631.08	4732	899.08	N	I	I
500000153	10	2015-06-02	5	2015-06-16	\N	100000032	EUR	1405.39	1181	224.39	N	I	I
500000154	32	2015-06-03	4	2015-06-17	\N	100000032	EUR	761.24	639.7	121.54	C	P	D
500000155	12	2015-06-04	4	2015-06-18	\N	100000033	EUR	101299.22	85125.4	16173.82	C	P	D
500000156	31	2015-06-05	26	2015-06-19	\N	100000034	EUR	250.73	210.7	40.03	X	I	I
500000157	3	2015-06-06	11	2015-06-20	\N	100000035	EUR	10549.35	8865	1684.35	X	I	I
500000158	14	2015-06-07	6	2015-06-21	\N	100000027	EUR	195.16	164	31.16	X	I	I
500000159	7	2015-06-08	14	2015-06-22	\N	100000028	EUR	3972.22	3338	634.22	P	I	I
500000160	1	2015-06-09	3	2015-06-23	\N	100000030	EUR	3598.92	3024.3	574.62	X	I	I
500000161	19	2015-06-10	12	2015-06-24	\N	100000035	EUR	325.94	273.9	52.04	X	I	I
500000162	23	2015-06-11	10	2015-06-25	\N	100000031	EUR	24395	20500	3895	P	P	I
500000163	12	2015-06-12	11	2015-06-26	\N	100000032	EUR	5527.55	4645	882.55	C	P	D
500000164	9	2015-06-13	28	2015-06-27	\N	100000032	EUR	3459.33	2907	552.33	X	I	I
500000165	27	2015-06-14	2	2015-06-28	\N	100000033	EUR	852.04	716	136.04	X	I	I
500000166	18	2015-06-15	11	2015-06-29	\N	100000035	EUR	1916.5	1610.5	306	C	P	D
500000167	1	2015-06-16	15	2015-06-30	\N	100000031	EUR	178.14	149.7	28.44	X	I	I
500000168	31	2015-06-17	12	2015-07-01	\N	100000030	EUR	871.55	732.4	139.15	N	I	I
500000169	31	2015-06-18	12	2015-07-02	\N	100000027	EUR	1028.15	864	164.15	N	I	I
500000170	6	2015-06-19	29	2015-07-03	\N	100000028	EUR	5523.38	4641.5	881.88	C	P	D
500000171	9	2015-06-20	5	2015-07-04	\N	100000030	EUR	187.54	157.6	29.94	X	I	I
500000172	33	2015-06-21	23	2015-07-05	\N	100000032	EUR	521.22	438	83.22	P	P	I
500000173	17	2015-06-22	15	2015-07-06	\N	100000033	EUR	411.5	345.8	65.7	X	I	I
500000174	4	2015-06-23	15	2015-07-07	\N	100000031	EUR	11552.52	9708	1844.52	C	P	D
500000175	30	2015-06-24	5	2015-07-08	\N	100000034	EUR	26581.03	22337	4244.03	N	I	I
500000176	7	2015-06-25	8	2015-07-09	\N	100000034	EUR	9417.66	7914	1503.66	C	P	D
500000177	2	2015-06-26	7	2015-07-10	\N	100000034	EUR	5631.08	4732	899.08	C	P	D
500000178	15	2015-06-27	28	2015-07-11	\N	100000033	EUR	1405.39	1181	224.39	P	I	D
500000179	14	2015-06-28	27	2015-07-12	\N	100000035	EUR	761.24	639.7	121.54	C	P	D
500000180	1	2015-06-29	23	2015-07-13	\N	100000032	EUR	101299.22	85125.4	16173.82	X	I	I
500000181	18	2015-06-30	3	2015-07-14	\N	100000035	EUR	250.73	210.7	40.03	C	P	D
500000182	10	2015-07-01	10	2015-07-15	\N	100000032	EUR	10549.35	8865	1684.35	X	I	I
500000183	29	2015-07-02	8	2015-07-16	\N	100000027	EUR	195.16	164	31.16	P	I	I
500000184	10	2015-07-03	13	2015-07-17	\N	100000028	EUR	107100	90000	17100	P	P	D
500000185	2	2015-07-04	15	2015-07-18	\N	100000030	EUR	4415.73	3710.7	705.03	C	P	D
500000186	32	2015-07-05	15	2015-07-19	\N	100000034	EUR	325.94	273.9	52.04	N	I	I
500000187	28	2015-07-06	15	2015-07-20	\N	100000031	EUR	24220.07	20353	3867.07	P	P	I
500000188	12	2015-07-07	18	2015-07-21	\N	100000032	EUR	4499.87	3781.4	718.47	P	I	D
500000189	23	2015-07-08	2	2015-07-22	\N	100000032	EUR	2727.24	2291.8	435.44	N	I	I
500000190	11	2015-07-09	14	2015-07-23	\N	100000033	EUR	530.62	445.9	84.72	P	I	I
500000191	8	2015-07-10	7	2015-07-24	\N	100000035	EUR	803.25	675	128.25	C	P	D
500000192	22	2015-07-11	21	2015-07-25	\N	100000030	EUR	178.14	149.7	28.44	P	P	D
500000193	2	2015-07-12	13	2015-07-26	\N	100000031	EUR	871.55	732.4	139.15	X	I	I
500000194	24	2015-07-13	21	2015-07-27	\N	100000027	EUR	6543.8	5499	1044.8	C	P	D
500000195	27	2015-07-14	1	2015-07-28	\N	100000028	EUR	113032.74	94985.5	18047.24	N	I	I
500000196	8	2015-07-15	6	2015-07-29	\N	100000030	EUR	114.24	96	18.24	C	P	D
500000197	21	2015-07-16	30	2015-07-30	\N	100000033	EUR	521.22	438	83.22	X	I	I
500000198	9	2015-07-17	25	2015-07-31	\N	100000032	EUR	411.5	345.8	65.7	P	P	I
500000199	2	2015-07-18	20	2015-08-01	\N	100000031	EUR	11379.97	9563	1816.97	X	I	I
500000200	11	2015-07-19	10	2015-08-02	\N	100000044	EUR	26581.03	22337	4244.03	N	I	I
500000201	25	2015-07-20	32	2015-08-03	\N	100000036	EUR	9417.66	7914	1503.66	N	I	I
500000202	2	2015-07-21	17	2015-08-04	\N	100000038	EUR	5631.08	4732	899.08	X	I	I
500000203	7	2015-07-22	4	2015-08-05	\N	100000037	EUR	1405.39	1181	224.39	C	P	D
500000204	26	2015-07-23	1	2015-08-06	\N	100000037	EUR	761.24	639.7	121.54	P	P	I
500000205	4	2015-07-24	18	2015-08-07	\N	100000042	EUR	101299.22	85125.4	16173.82	C	P	D
500000206	6	2015-07-25	13	2015-08-08	\N	100000044	EUR	250.73	210.7	40.03	C	P	D
500000207	7	2015-07-26	10	2015-08-09	\N	100000041	EUR	10549.35	8865	1684.35	P	P	I
500000208	15	2015-07-27	10	2015-08-10	\N	100000043	EUR	195.16	164	31.16	P	I	I
500000209	24	2015-07-28	5	2015-08-11	\N	100000044	EUR	3972.22	3338	634.22	C	P	D
500000210	21	2015-07-29	3	2015-08-12	\N	100000036	EUR	3598.92	3024.3	574.62	C	P	D
500000211	2	2015-07-30	26	2015-08-13	\N	100000041	EUR	325.94	273.9	52.04	X	I	I
500000212	22	2015-07-31	18	2015-08-14	\N	100000038	EUR	24395	20500	3895	C	P	D
500000213	1	2015-08-01	10	2015-08-15	\N	100000037	EUR	5527.55	4645	882.55	P	I	I
500000214	24	2015-08-02	31	2015-08-16	\N	100000037	EUR	3459.33	2907	552.33	P	P	D
500000215	3	2015-08-03	1	2015-08-17	\N	100000042	EUR	852.04	716	136.04	X	I	I
500000216	24	2015-08-04	21	2015-08-18	\N	100000041	EUR	1916.5	1610.5	306	N	I	I
500000217	3	2015-08-05	8	2015-08-19	\N	100000038	EUR	178.14	149.7	28.44	X	I	I
500000218	21	2015-08-06	16	2015-08-20	\N	100000036	EUR	871.55	732.4	139.15	N	I	I
500000219	13	2015-08-07	15	2015-08-21	\N	100000043	EUR	1028.15	864	164.15	P	I	I
500000220	15	2015-08-08	20	2015-08-22	\N	100000044	EUR	5523.38	4641.5	881.88	P	I	I
500000221	18	2015-08-09	18	2015-08-23	\N	100000036	EUR	187.54	157.6	29.94	N	I	I
500000222	30	2015-08-10	28	2015-08-24	\N	100000037	EUR	521.22	438	83.22	X	I	I
500000223	13	2015-08-11	27	2015-08-25	\N	100000042	EUR	411.5	345.8	65.7	N	I	I
500000224	21	2015-08-12	2	2015-08-26	\N	100000038	EUR	11552.52	9708	1844.52	C	P	D
500000225	3	2015-08-13	6	2015-08-27	\N	100000044	EUR	26581.03	22337	4244.03	X	I	I
500000226	17	2015-08-14	24	2015-08-28	\N	100000044	EUR	9417.66	7914	1503.66	N	I	I
500000227	21	2015-08-15	33	2015-08-29	\N	100000044	EUR	5631.08	4732	899.08	X	I	I
500000228	23	2015-08-16	12	2015-08-30	\N	100000042	EUR	1405.39	1181	224.39	C	P	D
500000229	30	2015-08-17	23	2015-08-31	\N	100000041	EUR	761.24	639.7	121.54	N	I	I
500000230	24	2015-08-18	11	2015-09-01	\N	100000037	EUR	101299.22	85125.4	16173.82	X	I	I
500000231	19	2015-08-19	29	2015-09-02	\N	100000041	EUR	250.73	210.7	40.03	N	I	I
500000232	3	2015-08-20	26	2015-09-03	\N	100000037	EUR	10549.35	8865	1684.35	N	I	I
500000233	31	2015-08-21	3	2015-09-04	\N	100000043	EUR	195.16	164	31.16	C	P	D
500000234	3	2015-08-22	21	2015-09-05	\N	100000044	EUR	107100	90000	17100	X	I	I
500000235	1	2015-08-23	16	2015-09-06	\N	100000036	EUR	4415.73	3710.7	705.03	N	I	I
500000236	32	2015-08-24	18	2015-09-07	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500000237	30	2015-08-25	12	2015-09-08	\N	100000038	EUR	24220.07	20353	3867.07	C	P	D
500000238	7	2015-08-26	4	2015-09-09	\N	100000037	EUR	4499.87	3781.4	718.47	P	P	I
500000239	12	2015-08-27	24	2015-09-10	\N	100000037	EUR	2727.24	2291.8	435.44	P	I	D
500000240	23	2015-08-28	14	2015-09-11	\N	100000042	EUR	530.62	445.9	84.72	X	I	I
500000241	17	2015-08-29	30	2015-09-12	\N	100000041	EUR	803.25	675	128.25	P	I	D
500000242	31	2015-08-30	14	2015-09-13	\N	100000036	EUR	178.14	149.7	28.44	N	I	I
500000243	3	2015-08-31	30	2015-09-14	\N	100000038	EUR	871.55	732.4	139.15	X	I	I
500000244	17	2015-09-01	22	2015-09-15	\N	100000043	EUR	6543.8	5499	1044.8	X	I	I
500000245	17	2015-09-02	6	2015-09-16	\N	100000044	EUR	113032.74	94985.5	18047.24	X	I	I
500000246	26	2015-09-03	8	2015-09-17	\N	100000036	EUR	114.24	96	18.24	N	I	I
500000247	30	2015-09-04	6	2015-09-18	\N	100000042	EUR	521.22	438	83.22	P	I	D
500000248	19	2015-09-05	14	2015-09-19	\N	100000037	EUR	411.5	345.8	65.7	X	I	I
500000249	28	2015-09-06	6	2015-09-20	\N	100000038	EUR	11379.97	9563	1816.97	C	P	D
500000250	9	2015-09-07	3	2015-09-21	\N	100000000	EUR	26581.03	22337	4244.03	N	I	I
500000251	15	2015-09-08	19	2015-09-22	\N	100000002	EUR	9417.66	7914	1503.66	C	P	D
500000252	17	2015-09-09	10	2015-09-23	\N	100000005	EUR	5631.08	4732	899.08	N	I	I
500000253	23	2015-09-10	26	2015-09-24	\N	100000006	EUR	1405.39	1181	224.39	C	P	D
500000254	4	2015-09-11	27	2015-09-25	\N	100000006	EUR	761.24	639.7	121.54	X	I	I
500000255	29	2015-09-12	14	2015-09-26	\N	100000008	EUR	101299.22	85125.4	16173.82	C	P	D
500000256	25	2015-09-13	18	2015-09-27	\N	100000003	EUR	250.73	210.7	40.03	N	I	I
500000257	30	2015-09-14	10	2015-09-28	\N	100000004	EUR	10549.35	8865	1684.35	P	I	D
500000258	6	2015-09-15	5	2015-09-29	\N	100000009	EUR	195.16	164	31.16	C	P	D
500000259	14	2015-09-16	15	2015-09-30	\N	100000000	EUR	3972.22	3338	634.22	X	I	I
500000260	8	2015-09-17	27	2015-10-01	\N	100000002	EUR	3598.92	3024.3	574.62	C	P	D
500000261	22	2015-09-18	9	2015-10-02	\N	100000004	EUR	325.94	273.9	52.04	C	P	D
500000262	4	2015-09-19	6	2015-10-03	\N	100000005	EUR	24395	20500	3895	X	I	I
500000263	25	2015-09-20	14	2015-10-04	\N	100000006	EUR	5527.55	4645	882.55	X	I	I
500000264	24	2015-09-21	6	2015-10-05	\N	100000006	EUR	3459.33	2907	552.33	X	I	I
500000265	9	2015-09-22	31	2015-10-06	\N	100000008	EUR	852.04	716	136.04	P	P	I
500000266	33	2015-09-23	6	2015-10-07	\N	100000004	EUR	1916.5	1610.5	306	P	P	D
500000267	20	2015-09-24	18	2015-10-08	\N	100000005	EUR	178.14	149.7	28.44	P	P	I
500000268	1	2015-09-25	19	2015-10-09	\N	100000002	EUR	871.55	732.4	139.15	P	P	I
500000269	17	2015-09-26	22	2015-10-10	\N	100000009	EUR	1028.15	864	164.15	X	I	I
500000270	20	2015-09-27	32	2015-10-11	\N	100000000	EUR	5523.38	4641.5	881.88	X	I	I
500000271	4	2015-09-28	17	2015-10-12	\N	100000002	EUR	187.54	157.6	29.94	P	P	D
500000272	21	2015-09-29	20	2015-10-13	\N	100000006	EUR	521.22	438	83.22	C	P	D
500000273	33	2015-09-30	18	2015-10-14	\N	100000008	EUR	411.5	345.8	65.7	P	P	D
500000274	31	2015-10-01	20	2015-10-15	\N	100000005	EUR	11552.52	9708	1844.52	C	P	D
500000275	14	2015-10-02	26	2015-10-16	\N	100000003	EUR	26581.03	22337	4244.03	N	I	I
500000276	10	2015-10-03	15	2015-10-17	\N	100000003	EUR	9417.66	7914	1503.66	C	P	D
500000277	9	2015-10-04	21	2015-10-18	\N	100000003	EUR	5631.08	4732	899.08	P	I	I
500000278	27	2015-10-05	26	2015-10-19	\N	100000008	EUR	1405.39	1181	224.39	P	P	D
500000279	28	2015-10-06	16	2015-10-20	\N	100000004	EUR	761.24	639.7	121.54	P	P	I
500000280	2	2015-10-07	19	2015-10-21	\N	100000006	EUR	101299.22	85125.4	16173.82	P	I	I
500000281	16	2015-10-08	6	2015-10-22	\N	100000004	EUR	250.73	210.7	40.03	C	P	D
500000282	29	2015-10-09	3	2015-10-23	\N	100000006	EUR	10549.35	8865	1684.35	X	I	I
500000283	33	2015-10-10	3	2015-10-24	\N	100000009	EUR	195.16	164	31.16	N	I	I
500000284	11	2015-10-11	22	2015-10-25	\N	100000000	EUR	107100	90000	17100	P	P	I
500000285	5	2015-10-12	4	2015-10-26	\N	100000002	EUR	4415.73	3710.7	705.03	P	I	I
500000286	7	2015-10-13	14	2015-10-27	\N	100000003	EUR	325.94	273.9	52.04	C	P	D
500000287	8	2015-10-14	22	2015-10-28	\N	100000005	EUR	24220.07	20353	3867.07	N	I	I
500000288	25	2015-10-15	19	2015-10-29	\N	100000006	EUR	4499.87	3781.4	718.47	P	P	D
500000289	9	2015-10-16	30	2015-10-30	\N	100000006	EUR	2727.24	2291.8	435.44	N	I	I
500000290	4	2015-10-17	32	2015-10-31	\N	100000008	EUR	530.62	445.9	84.72	N	I	I
500000291	12	2015-10-18	22	2015-11-01	\N	100000004	EUR	803.25	675	128.25	C	P	D
500000292	29	2015-10-19	30	2015-11-02	\N	100000002	EUR	178.14	149.7	28.44	N	I	I
500000293	4	2015-10-20	15	2015-11-03	\N	100000005	EUR	871.55	732.4	139.15	X	I	I
500000294	20	2015-10-21	29	2015-11-04	\N	100000009	EUR	6543.8	5499	1044.8	N	I	I
500000295	22	2015-10-22	23	2015-11-05	\N	100000000	EUR	113032.74	94985.5	18047.24	X	I	I
500000296	13	2015-10-23	24	2015-11-06	\N	100000002	EUR	114.24	96	18.24	N	I	I
500000297	18	2015-10-24	15	2015-11-07	\N	100000008	EUR	521.22	438	83.22	X	I	I
500000298	24	2015-10-25	18	2015-11-08	\N	100000006	EUR	411.5	345.8	65.7	X	I	I
500000299	9	2015-10-26	25	2015-11-09	\N	100000005	EUR	11379.97	9563	1816.97	C	P	D
500000300	13	2015-10-27	17	2015-11-10	\N	100000026	EUR	26581.03	22337	4244.03	X	I	I
500000301	19	2015-10-28	16	2015-11-11	\N	100000025	EUR	9417.66	7914	1503.66	P	I	I
500000302	21	2015-10-29	32	2015-11-12	\N	100000022	EUR	5631.08	4732	899.08	N	I	I
500000303	5	2015-10-30	11	2015-11-13	\N	100000024	EUR	1405.39	1181	224.39	C	P	D
500000304	1	2015-10-31	27	2015-11-14	\N	100000024	EUR	761.24	639.7	121.54	X	I	I
500000305	33	2015-11-01	20	2015-11-15	\N	100000021	EUR	101299.22	85125.4	16173.82	N	I	I
500000306	14	2015-11-02	9	2015-11-16	\N	100000023	EUR	250.73	210.7	40.03	N	I	I
500000307	12	2015-11-03	24	2015-11-17	\N	100000019	EUR	10549.35	8865	1684.35	X	I	I
500000308	32	2015-11-04	31	2015-11-18	\N	100000026	EUR	195.16	164	31.16	N	I	I
500000309	24	2015-11-05	6	2015-11-19	\N	100000026	EUR	3972.22	3338	634.22	P	I	D
500000310	17	2015-11-06	12	2015-11-20	\N	100000025	EUR	3598.92	3024.3	574.62	X	I	I
500000311	8	2015-11-07	15	2015-11-21	\N	100000019	EUR	325.94	273.9	52.04	C	P	D
500000312	13	2015-11-08	4	2015-11-22	\N	100000022	EUR	24395	20500	3895	C	P	D
500000313	27	2015-11-09	14	2015-11-23	\N	100000024	EUR	5527.55	4645	882.55	P	P	I
500000314	15	2015-11-10	11	2015-11-24	\N	100000024	EUR	3459.33	2907	552.33	C	P	D
500000315	12	2015-11-11	7	2015-11-25	\N	100000021	EUR	852.04	716	136.04	X	I	I
500000316	28	2015-11-12	23	2015-11-26	\N	100000019	EUR	1916.5	1610.5	306	X	I	I
500000317	3	2015-11-13	8	2015-11-27	\N	100000022	EUR	178.14	149.7	28.44	X	I	I
500000318	10	2015-11-14	10	2015-11-28	\N	100000025	EUR	871.55	732.4	139.15	C	P	D
500000319	9	2015-11-15	3	2015-11-29	\N	100000026	EUR	1028.15	864	164.15	X	I	I
500000320	29	2015-11-16	11	2015-11-30	\N	100000026	EUR	5523.38	4641.5	881.88	X	I	I
500000321	21	2015-11-17	23	2015-12-01	\N	100000025	EUR	187.54	157.6	29.94	P	I	I
500000322	33	2015-11-18	26	2015-12-02	\N	100000024	EUR	521.22	438	83.22	P	P	D
500000323	19	2015-11-19	11	2015-12-03	\N	100000021	EUR	411.5	345.8	65.7	N	I	I
500000324	18	2015-11-20	14	2015-12-04	\N	100000022	EUR	11552.52	9708	1844.52	P	I	I
500000325	14	2015-11-21	21	2015-12-05	\N	100000023	EUR	26581.03	22337	4244.03	P	P	I
500000326	24	2015-11-22	17	2015-12-06	\N	100000023	EUR	9417.66	7914	1503.66	N	I	I
500000327	16	2015-11-23	26	2015-12-07	\N	100000023	EUR	5631.08	4732	899.08	C	P	D
500000328	12	2015-11-24	24	2015-12-08	\N	100000021	EUR	1405.39	1181	224.39	P	I	D
500000329	20	2015-11-25	31	2015-12-09	\N	100000019	EUR	761.24	639.7	121.54	C	P	D
500000330	12	2015-11-26	6	2015-12-10	\N	100000024	EUR	101299.22	85125.4	16173.82	P	P	D
500000331	13	2015-11-27	27	2015-12-11	\N	100000019	EUR	250.73	210.7	40.03	N	I	I
500000332	22	2015-11-28	6	2015-12-12	\N	100000024	EUR	10549.35	8865	1684.35	X	I	I
500000333	2	2015-11-29	8	2015-12-13	\N	100000026	EUR	195.16	164	31.16	P	I	I
500000334	31	2015-11-30	9	2015-12-14	\N	100000026	EUR	107100	90000	17100	X	I	I
500000335	23	2015-12-01	7	2015-12-15	\N	100000025	EUR	4415.73	3710.7	705.03	X	I	I
500000336	11	2015-12-02	5	2015-12-16	\N	100000023	EUR	325.94	273.9	52.04	C	P	D
500000337	18	2015-12-03	27	2015-12-17	\N	100000022	EUR	24220.07	20353	3867.07	C	P	D
500000338	21	2015-12-04	25	2015-12-18	\N	100000024	EUR	4499.87	3781.4	718.47	X	I	I
500000339	5	2015-12-05	33	2015-12-19	\N	100000024	EUR	2727.24	2291.8	435.44	N	I	I
500000340	15	2015-12-06	21	2015-12-20	\N	100000021	EUR	530.62	445.9	84.72	X	I	I
500000341	17	2015-12-07	28	2015-12-21	\N	100000019	EUR	803.25	675	128.25	N	I	I
500000342	5	2015-12-08	19	2015-12-22	\N	100000025	EUR	178.14	149.7	28.44	C	P	D
500000343	33	2015-12-09	10	2015-12-23	\N	100000022	EUR	871.55	732.4	139.15	P	P	D
500000344	3	2015-12-10	9	2015-12-24	\N	100000026	EUR	6543.8	5499	1044.8	C	P	D
500000345	23	2015-12-11	18	2015-12-25	\N	100000026	EUR	113032.74	94985.5	18047.24	N	I	I
500000346	26	2015-12-12	32	2015-12-26	\N	100000025	EUR	114.24	96	18.24	X	I	I
500000347	30	2015-12-13	29	2015-12-27	\N	100000021	EUR	521.22	438	83.22	C	P	D
500000348	15	2015-12-14	2	2015-12-28	\N	100000024	EUR	411.5	345.8	65.7	P	P	D
500000349	25	2015-12-15	7	2015-12-29	\N	100000022	EUR	11379.97	9563	1816.97	X	I	I
500000350	18	2015-12-16	26	2015-12-30	\N	100000012	EUR	26581.03	22337	4244.03	N	I	I
500000351	15	2015-12-17	15	2015-12-31	\N	100000011	EUR	9417.66	7914	1503.66	X	I	I
500000352	10	2015-12-18	32	2014-01-01	\N	100000015	EUR	5631.08	4732	899.08	P	I	D
500000353	18	2015-12-19	12	2014-01-02	\N	100000013	EUR	1405.39	1181	224.39	C	P	D
500000354	18	2015-12-20	7	2014-01-03	\N	100000013	EUR	761.24	639.7	121.54	P	P	I
500000355	15	2015-12-21	26	2014-01-04	\N	100000014	EUR	101299.22	85125.4	16173.82	N	I	I
500000356	1	2015-12-22	21	2014-01-05	\N	100000016	EUR	250.73	210.7	40.03	C	P	D
500000357	4	2015-12-23	12	2014-01-06	\N	100000017	EUR	10549.35	8865	1684.35	N	I	I
500000358	24	2015-12-24	12	2014-01-07	\N	100000018	EUR	195.16	164	31.16	N	I	I
500000359	27	2015-12-25	23	2014-01-08	\N	100000012	EUR	3972.22	3338	634.22	X	I	I
500000360	24	2015-12-26	29	2014-01-09	\N	100000011	EUR	3598.92	3024.3	574.62	N	I	I
500000361	33	2015-12-27	6	2014-01-10	\N	100000017	EUR	325.94	273.9	52.04	N	I	I
500000362	27	2015-12-28	30	2014-01-11	\N	100000015	EUR	24395	20500	3895	C	P	D
500000363	18	2015-12-29	19	2014-01-12	\N	100000013	EUR	5527.55	4645	882.55	N	I	I
500000364	8	2015-12-30	28	2014-01-13	\N	100000013	EUR	3459.33	2907	552.33	C	P	D
500000365	25	2015-12-31	15	2014-01-14	\N	100000014	EUR	852.04	716	136.04	C	P	D
500000366	8	2015-01-01	8	2015-01-15	\N	100000017	EUR	1916.5	1610.5	306	X	I	I
500000367	26	2015-01-02	15	2015-01-16	\N	100000015	EUR	178.14	149.7	28.44	P	P	I
500000368	17	2015-01-03	12	2015-01-17	\N	100000011	EUR	871.55	732.4	139.15	C	P	D
500000369	25	2015-01-04	16	2015-01-18	\N	100000018	EUR	1028.15	864	164.15	N	I	I
500000370	20	2015-01-05	8	2015-01-19	\N	100000012	EUR	5523.38	4641.5	881.88	X	I	I
500000371	17	2015-01-06	29	2015-01-20	\N	100000011	EUR	187.54	157.6	29.94	C	P	D
500000372	1	2015-01-07	11	2015-01-21	\N	100000013	EUR	521.22	438	83.22	C	P	D
500000373	1	2015-01-08	1	2015-01-22	\N	100000014	EUR	411.5	345.8	65.7	C	P	D
500000374	20	2015-01-09	17	2015-01-23	\N	100000015	EUR	11552.52	9708	1844.52	N	I	I
500000375	18	2015-01-10	8	2015-01-24	\N	100000016	EUR	26581.03	22337	4244.03	N	I	I
500000376	1	2015-01-11	27	2015-01-25	\N	100000016	EUR	9417.66	7914	1503.66	X	I	I
500000377	30	2015-01-12	17	2015-01-26	\N	100000016	EUR	5631.08	4732	899.08	N	I	I
500000378	1	2015-01-13	33	2015-01-27	\N	100000014	EUR	1405.39	1181	224.39	P	I	I
500000379	5	2015-01-14	8	2015-01-28	\N	100000017	EUR	761.24	639.7	121.54	N	I	I
500000380	7	2015-01-15	12	2015-01-29	\N	100000013	EUR	101299.22	85125.4	16173.82	X	I	I
500000381	8	2015-01-16	22	2015-01-30	\N	100000017	EUR	250.73	210.7	40.03	N	I	I
500000382	25	2015-01-17	32	2015-01-31	\N	100000013	EUR	10549.35	8865	1684.35	P	I	I
500000383	13	2015-01-18	18	2015-02-01	\N	100000018	EUR	195.16	164	31.16	C	P	D
500000384	1	2015-01-19	9	2015-02-02	\N	100000012	EUR	107100	90000	17100	N	I	I
500000385	21	2015-01-20	7	2015-02-03	\N	100000011	EUR	4415.73	3710.7	705.03	X	I	I
500000386	14	2015-01-21	8	2015-02-04	\N	100000016	EUR	325.94	273.9	52.04	X	I	I
500000387	19	2015-01-22	12	2015-02-05	\N	100000015	EUR	24220.07	20353	3867.07	X	I	I
500000388	19	2015-01-23	9	2015-02-06	\N	100000013	EUR	4499.87	3781.4	718.47	X	I	I
500000389	2	2015-01-24	13	2015-02-07	\N	100000013	EUR	2727.24	2291.8	435.44	N	I	I
500000390	21	2015-01-25	26	2015-02-08	\N	100000014	EUR	530.62	445.9	84.72	P	I	D
500000391	22	2015-01-26	28	2015-02-09	\N	100000017	EUR	803.25	675	128.25	P	P	I
500000392	6	2015-01-27	7	2015-02-10	\N	100000011	EUR	178.14	149.7	28.44	C	P	D
500000393	8	2015-01-28	12	2015-02-11	\N	100000015	EUR	871.55	732.4	139.15	X	I	I
500000394	20	2015-01-29	20	2015-02-12	\N	100000018	EUR	6543.8	5499	1044.8	N	I	I
500000395	28	2015-01-30	23	2015-02-13	\N	100000012	EUR	113032.74	94985.5	18047.24	P	I	D
500000396	17	2015-01-31	22	2015-02-14	\N	100000011	EUR	114.24	96	18.24	P	P	D
500000397	10	2015-02-01	32	2015-02-15	\N	100000014	EUR	521.22	438	83.22	X	I	I
500000398	18	2015-02-02	17	2015-02-16	\N	100000013	EUR	411.5	345.8	65.7	P	P	D
500000399	24	2015-02-03	17	2015-02-17	\N	100000015	EUR	11379.97	9563	1816.97	X	I	I
500000400	11	2015-02-04	10	2015-02-18	\N	100000028	EUR	26581.03	22337	4244.03	C	P	D
500000401	16	2015-02-05	5	2015-02-19	\N	100000030	EUR	9417.66	7914	1503.66	P	I	I
500000402	27	2015-02-06	16	2015-02-20	\N	100000031	EUR	5631.08	4732	899.08	N	I	I
500000403	1	2015-02-07	26	2015-02-21	\N	100000032	EUR	1405.39	1181	224.39	X	I	I
500000404	28	2015-02-08	25	2015-02-22	\N	100000032	EUR	761.24	639.7	121.54	P	P	I
500000405	27	2015-02-09	11	2015-02-23	\N	100000033	EUR	101299.22	85125.4	16173.82	C	P	D
500000406	28	2015-02-10	25	2015-02-24	\N	100000034	EUR	250.73	210.7	40.03	X	I	I
500000407	25	2015-02-11	10	2015-02-25	\N	100000035	EUR	10549.35	8865	1684.35	X	I	I
500000408	8	2015-02-12	19	2015-02-26	\N	100000027	EUR	195.16	164	31.16	X	I	I
500000409	17	2015-02-13	20	2015-02-27	\N	100000028	EUR	3972.22	3338	634.22	C	P	D
500000410	30	2015-02-14	16	2015-02-28	\N	100000030	EUR	3598.92	3024.3	574.62	C	P	D
500000411	17	2015-02-15	3	2015-02-28	\N	100000035	EUR	325.94	273.9	52.04	X	I	I
500000412	20	2015-02-16	8	2015-03-01	\N	100000031	EUR	24395	20500	3895	X	I	I
500000413	19	2015-02-17	21	2015-03-02	\N	100000032	EUR	5527.55	4645	882.55	X	I	I
500000414	11	2015-02-18	7	2015-03-03	\N	100000032	EUR	3459.33	2907	552.33	P	I	I
500000415	22	2015-02-19	3	2015-03-04	\N	100000033	EUR	852.04	716	136.04	X	I	I
500000416	3	2015-02-20	18	2015-03-05	\N	100000035	EUR	1916.5	1610.5	306	X	I	I
500000417	5	2015-02-21	22	2015-03-06	\N	100000031	EUR	178.14	149.7	28.44	N	I	I
500000418	28	2015-02-22	28	2015-03-07	\N	100000030	EUR	871.55	732.4	139.15	C	P	D
500000419	30	2015-02-23	6	2015-03-08	\N	100000027	EUR	1028.15	864	164.15	N	I	I
500000420	8	2015-02-24	10	2015-03-09	\N	100000028	EUR	5523.38	4641.5	881.88	P	P	D
500000421	16	2015-02-25	10	2015-03-10	\N	100000030	EUR	187.54	157.6	29.94	X	I	I
500000422	3	2015-02-26	10	2015-03-11	\N	100000032	EUR	521.22	438	83.22	P	I	I
500000423	26	2015-02-27	20	2015-03-12	\N	100000033	EUR	411.5	345.8	65.7	C	P	D
500000424	17	2015-02-28	16	2015-03-13	\N	100000031	EUR	11552.52	9708	1844.52	C	P	D
500000425	20	2015-02-28	3	2015-03-14	\N	100000034	EUR	26581.03	22337	4244.03	N	I	I
500000426	31	2015-03-01	5	2015-03-15	\N	100000034	EUR	9417.66	7914	1503.66	C	P	D
500000427	14	2015-03-02	10	2015-03-16	\N	100000034	EUR	5631.08	4732	899.08	N	I	I
500000428	19	2015-03-03	7	2015-03-17	\N	100000033	EUR	1405.39	1181	224.39	N	I	I
500000429	24	2015-03-04	12	2015-03-18	\N	100000035	EUR	761.24	639.7	121.54	N	I	I
500000430	19	2015-03-05	10	2015-03-19	\N	100000032	EUR	101299.22	85125.4	16173.82	C	P	D
500000431	4	2015-03-06	15	2015-03-20	\N	100000035	EUR	250.73	210.7	40.03	C	P	D
500000432	8	2015-03-07	28	2015-03-21	\N	100000032	EUR	10549.35	8865	1684.35	P	I	D
500000433	16	2015-03-08	33	2015-03-22	\N	100000027	EUR	195.16	164	31.16	X	I	I
500000434	29	2015-03-09	21	2015-03-23	\N	100000028	EUR	107100	90000	17100	X	I	I
500000435	16	2015-03-10	30	2015-03-24	\N	100000030	EUR	4415.73	3710.7	705.03	C	P	D
500000436	1	2015-03-11	5	2015-03-25	\N	100000034	EUR	325.94	273.9	52.04	N	I	I
500000437	7	2015-03-12	15	2015-03-26	\N	100000031	EUR	24220.07	20353	3867.07	N	I	I
500000438	25	2015-03-13	15	2015-03-27	\N	100000032	EUR	4499.87	3781.4	718.47	P	P	D
500000439	5	2015-03-14	24	2015-03-28	\N	100000032	EUR	2727.24	2291.8	435.44	C	P	D
500000440	14	2015-03-15	16	2015-03-29	\N	100000033	EUR	530.62	445.9	84.72	P	I	I
500000441	9	2015-03-16	15	2015-03-30	\N	100000035	EUR	803.25	675	128.25	C	P	D
500000442	17	2015-03-17	10	2015-03-31	\N	100000030	EUR	178.14	149.7	28.44	P	P	I
500000443	30	2015-03-18	2	2015-04-01	\N	100000031	EUR	871.55	732.4	139.15	X	I	I
500000444	21	2015-03-19	19	2015-04-02	\N	100000027	EUR	6543.8	5499	1044.8	X	I	I
500000445	12	2015-03-20	30	2015-04-03	\N	100000028	EUR	113032.74	94985.5	18047.24	X	I	I
500000446	5	2015-03-21	14	2015-04-04	\N	100000030	EUR	114.24	96	18.24	N	I	I
500000447	16	2015-03-22	11	2015-04-05	\N	100000033	EUR	521.22	438	83.22	X	I	I
500000448	1	2015-03-23	15	2015-04-06	\N	100000032	EUR	411.5	345.8	65.7	N	I	I
500000449	28	2015-03-24	7	2015-04-07	\N	100000031	EUR	11379.97	9563	1816.97	P	P	I
500000450	20	2015-03-25	30	2015-04-08	\N	100000044	EUR	26581.03	22337	4244.03	P	I	D
500000451	11	2015-03-26	6	2015-04-09	\N	100000036	EUR	9417.66	7914	1503.66	X	I	I
500000452	9	2015-03-27	19	2015-04-10	\N	100000038	EUR	5631.08	4732	899.08	N	I	I
500000453	30	2015-03-28	4	2015-04-11	\N	100000037	EUR	1405.39	1181	224.39	C	P	D
500000454	3	2015-03-29	13	2015-04-12	\N	100000037	EUR	761.24	639.7	121.54	C	P	D
500000455	15	2015-03-30	11	2015-04-13	\N	100000042	EUR	101299.22	85125.4	16173.82	X	I	I
500000456	16	2015-03-31	29	2015-04-14	\N	100000044	EUR	250.73	210.7	40.03	N	I	I
500000457	1	2015-04-01	26	2015-04-15	\N	100000041	EUR	10549.35	8865	1684.35	C	P	D
500000458	14	2015-04-02	21	2015-04-16	\N	100000043	EUR	195.16	164	31.16	P	P	D
500000459	33	2015-04-03	29	2015-04-17	\N	100000044	EUR	3972.22	3338	634.22	N	I	I
500000460	3	2015-04-04	9	2015-04-18	\N	100000036	EUR	3598.92	3024.3	574.62	N	I	I
500000461	14	2015-04-05	25	2015-04-19	\N	100000041	EUR	325.94	273.9	52.04	N	I	I
500000462	16	2015-04-06	18	2015-04-20	\N	100000038	EUR	24395	20500	3895	P	P	D
500000463	11	2015-04-07	21	2015-04-21	\N	100000037	EUR	5527.55	4645	882.55	N	I	I
500000464	7	2015-04-08	21	2015-04-22	\N	100000037	EUR	3459.33	2907	552.33	P	I	D
500000465	13	2015-04-09	17	2015-04-23	\N	100000042	EUR	852.04	716	136.04	P	P	I
500000466	27	2015-04-10	5	2015-04-24	\N	100000041	EUR	1916.5	1610.5	306	N	I	I
500000467	16	2015-04-11	11	2015-04-25	\N	100000038	EUR	178.14	149.7	28.44	X	I	I
500000468	2	2015-04-12	30	2015-04-26	\N	100000036	EUR	871.55	732.4	139.15	C	P	D
500000469	16	2015-04-13	32	2015-04-27	\N	100000043	EUR	1028.15	864	164.15	N	I	I
500000470	33	2015-04-14	7	2015-04-28	\N	100000044	EUR	5523.38	4641.5	881.88	P	P	D
500000471	6	2015-04-15	33	2015-04-29	\N	100000036	EUR	187.54	157.6	29.94	P	I	I
500000472	33	2015-04-16	7	2015-04-30	\N	100000037	EUR	521.22	438	83.22	N	I	I
500000473	14	2015-04-17	4	2015-05-01	\N	100000042	EUR	411.5	345.8	65.7	P	P	D
500000474	2	2015-04-18	11	2015-05-02	\N	100000038	EUR	11552.52	9708	1844.52	C	P	D
500000475	30	2015-04-19	15	2015-05-03	\N	100000044	EUR	26581.03	22337	4244.03	X	I	I
500000476	29	2015-04-20	17	2015-05-04	\N	100000044	EUR	9417.66	7914	1503.66	N	I	I
500000477	21	2015-04-21	8	2015-05-05	\N	100000044	EUR	5631.08	4732	899.08	P	P	I
500000478	12	2015-04-22	15	2015-05-06	\N	100000042	EUR	1405.39	1181	224.39	P	P	D
500000479	25	2015-04-23	3	2015-05-07	\N	100000041	EUR	761.24	639.7	121.54	X	I	I
500000480	4	2015-04-24	9	2015-05-08	\N	100000037	EUR	101299.22	85125.4	16173.82	X	I	I
500000481	31	2015-04-25	20	2015-05-09	\N	100000041	EUR	250.73	210.7	40.03	N	I	I
500000482	21	2015-04-26	21	2015-05-10	\N	100000037	EUR	10549.35	8865	1684.35	X	I	I
500000483	26	2015-04-27	22	2015-05-11	\N	100000043	EUR	195.16	164	31.16	P	P	D
500000484	12	2015-04-28	21	2015-05-12	\N	100000044	EUR	107100	90000	17100	P	P	D
500000485	10	2015-04-29	22	2015-05-13	\N	100000036	EUR	4415.73	3710.7	705.03	N	I	I
500000486	24	2015-04-30	29	2015-05-14	\N	100000044	EUR	325.94	273.9	52.04	X	I	I
500000487	13	2015-05-01	9	2015-05-15	\N	100000038	EUR	24220.07	20353	3867.07	C	P	D
500000488	5	2015-05-02	27	2015-05-16	\N	100000037	EUR	4499.87	3781.4	718.47	C	P	D
500000489	27	2015-05-03	29	2015-05-17	\N	100000037	EUR	2727.24	2291.8	435.44	P	P	D
500000490	15	2015-05-04	1	2015-05-18	\N	100000042	EUR	530.62	445.9	84.72	C	P	D
500000491	8	2015-05-05	12	2015-05-19	\N	100000041	EUR	803.25	675	128.25	C	P	D
500000492	11	2015-05-06	13	2015-05-20	\N	100000036	EUR	178.14	149.7	28.44	P	I	I
500000493	22	2015-05-07	13	2015-05-21	\N	100000038	EUR	871.55	732.4	139.15	C	P	D
500000494	26	2015-05-08	11	2015-05-22	\N	100000043	EUR	6543.8	5499	1044.8	P	I	I
500000495	27	2015-05-09	22	2015-05-23	\N	100000044	EUR	113032.74	94985.5	18047.24	C	P	D
500000496	27	2015-05-10	16	2015-05-24	\N	100000036	EUR	114.24	96	18.24	N	I	I
500000497	29	2015-05-11	6	2015-05-25	\N	100000042	EUR	521.22	438	83.22	X	I	I
500000498	24	2015-05-12	14	2015-05-26	\N	100000037	EUR	411.5	345.8	65.7	P	P	D
500000499	31	2015-05-13	16	2015-05-27	\N	100000038	EUR	11379.97	9563	1816.97	P	I	D
500000500	33	2015-05-14	31	2015-05-28	\N	100000000	EUR	26581.03	22337	4244.03	N	I	I
500000501	9	2015-05-15	31	2015-05-29	\N	100000002	EUR	9417.66	7914	1503.66	N	I	I
500000502	26	2015-05-16	19	2015-05-30	\N	100000005	EUR	5631.08	4732	899.08	P	I	D
500000503	8	2015-05-17	11	2015-05-31	\N	100000006	EUR	1405.39	1181	224.39	C	P	D
500000504	16	2015-05-18	26	2015-06-01	\N	100000006	EUR	761.24	639.7	121.54	C	P	D
500000505	32	2015-05-19	13	2015-06-02	\N	100000008	EUR	101299.22	85125.4	16173.82	X	I	I
500000506	18	2015-05-20	1	2015-06-03	\N	100000003	EUR	250.73	210.7	40.03	P	P	D
500000507	2	2015-05-21	32	2015-06-04	\N	100000004	EUR	10549.35	8865	1684.35	C	P	D
500000508	30	2015-05-22	19	2015-06-05	\N	100000009	EUR	195.16	164	31.16	P	P	D
500000509	22	2015-05-23	1	2015-06-06	\N	100000000	EUR	3972.22	3338	634.22	X	I	I
500000510	21	2015-05-24	8	2015-06-07	\N	100000002	EUR	3598.92	3024.3	574.62	N	I	I
500000511	33	2015-05-25	2	2015-06-08	\N	100000004	EUR	325.94	273.9	52.04	X	I	I
500000512	25	2015-05-26	32	2015-06-09	\N	100000005	EUR	24395	20500	3895	C	P	D
500000513	19	2015-05-27	15	2015-06-10	\N	100000006	EUR	5527.55	4645	882.55	X	I	I
500000514	30	2015-05-28	3	2015-06-11	\N	100000006	EUR	3459.33	2907	552.33	N	I	I
500000515	21	2015-05-29	18	2015-06-12	\N	100000008	EUR	852.04	716	136.04	P	P	D
500000516	19	2015-05-30	15	2015-06-13	\N	100000004	EUR	1916.5	1610.5	306	X	I	I
500000517	20	2015-05-31	33	2015-06-14	\N	100000005	EUR	178.14	149.7	28.44	X	I	I
500000518	25	2015-06-01	13	2015-06-15	\N	100000002	EUR	871.55	732.4	139.15	X	I	I
500000519	33	2015-06-02	22	2015-06-16	\N	100000009	EUR	1028.15	864	164.15	C	P	D
500000520	26	2015-06-03	33	2015-06-17	\N	100000000	EUR	5523.38	4641.5	881.88	X	I	I
500000521	14	2015-06-04	32	2015-06-18	\N	100000002	EUR	187.54	157.6	29.94	N	I	I
500000522	18	2015-06-05	22	2015-06-19	\N	100000006	EUR	521.22	438	83.22	P	I	I
500000523	2	2015-06-06	21	2015-06-20	\N	100000008	EUR	411.5	345.8	65.7	N	I	I
500000524	18	2015-06-07	6	2015-06-21	\N	100000005	EUR	11552.52	9708	1844.52	P	I	I
500000525	23	2015-06-08	24	2015-06-22	\N	100000003	EUR	26581.03	22337	4244.03	N	I	I
500000526	6	2015-06-09	2	2015-06-23	\N	100000003	EUR	9417.66	7914	1503.66	N	I	I
500000527	18	2015-06-10	11	2015-06-24	\N	100000003	EUR	5631.08	4732	899.08	P	P	I
500000528	7	2015-06-11	18	2015-06-25	\N	100000008	EUR	1405.39	1181	224.39	P	P	D
500000529	28	2015-06-12	7	2015-06-26	\N	100000004	EUR	761.24	639.7	121.54	C	P	D
500000530	24	2015-06-13	14	2015-06-27	\N	100000006	EUR	101299.22	85125.4	16173.82	C	P	D
500000531	21	2015-06-14	21	2015-06-28	\N	100000004	EUR	250.73	210.7	40.03	X	I	I
500000532	12	2015-06-15	31	2015-06-29	\N	100000006	EUR	10549.35	8865	1684.35	C	P	D
500000533	27	2015-06-16	4	2015-06-30	\N	100000009	EUR	195.16	164	31.16	N	I	I
500000534	2	2015-06-17	15	2015-07-01	\N	100000000	EUR	107100	90000	17100	N	I	I
500000535	9	2015-06-18	8	2015-07-02	\N	100000002	EUR	4415.73	3710.7	705.03	X	I	I
500000536	32	2015-06-19	13	2015-07-03	\N	100000003	EUR	325.94	273.9	52.04	N	I	I
500000537	15	2015-06-20	23	2015-07-04	\N	100000005	EUR	24220.07	20353	3867.07	P	I	I
500000538	15	2015-06-21	32	2015-07-05	\N	100000006	EUR	4499.87	3781.4	718.47	N	I	I
500000539	2	2015-06-22	11	2015-07-06	\N	100000006	EUR	2727.24	2291.8	435.44	P	I	I
500000540	7	2015-06-23	5	2015-07-07	\N	100000008	EUR	530.62	445.9	84.72	P	P	I
500000541	13	2015-06-24	8	2015-07-08	\N	100000004	EUR	803.25	675	128.25	N	I	I
500000542	2	2015-06-25	22	2015-07-09	\N	100000002	EUR	178.14	149.7	28.44	X	I	I
500000543	5	2015-06-26	5	2015-07-10	\N	100000005	EUR	871.55	732.4	139.15	C	P	D
500000544	23	2015-06-27	18	2015-07-11	\N	100000009	EUR	6543.8	5499	1044.8	C	P	D
500000545	13	2015-06-28	7	2015-07-12	\N	100000000	EUR	113032.74	94985.5	18047.24	X	I	I
500000546	6	2015-06-29	11	2015-07-13	\N	100000002	EUR	114.24	96	18.24	C	P	D
500000547	3	2015-06-30	27	2015-07-14	\N	100000008	EUR	521.22	438	83.22	P	P	D
500000548	13	2015-07-01	9	2015-07-15	\N	100000006	EUR	411.5	345.8	65.7	N	I	I
500000549	33	2015-07-02	4	2015-07-16	\N	100000005	EUR	11379.97	9563	1816.97	N	I	I
500000550	3	2015-07-03	12	2015-07-17	\N	100000026	EUR	26581.03	22337	4244.03	X	I	I
500000551	32	2015-07-04	26	2015-07-18	\N	100000025	EUR	9417.66	7914	1503.66	X	I	I
500000552	28	2015-07-05	24	2015-07-19	\N	100000022	EUR	5631.08	4732	899.08	C	P	D
500000553	29	2015-07-06	11	2015-07-20	\N	100000024	EUR	1405.39	1181	224.39	N	I	I
500000554	12	2015-07-07	2	2015-07-21	\N	100000024	EUR	761.24	639.7	121.54	P	P	D
500000555	20	2015-07-08	6	2015-07-22	\N	100000021	EUR	101299.22	85125.4	16173.82	X	I	I
500000556	33	2015-07-09	27	2015-07-23	\N	100000023	EUR	250.73	210.7	40.03	C	P	D
500000557	6	2015-07-10	5	2015-07-24	\N	100000019	EUR	10549.35	8865	1684.35	C	P	D
500000558	23	2015-07-11	22	2015-07-25	\N	100000026	EUR	195.16	164	31.16	P	P	I
500000559	9	2015-07-12	5	2015-07-26	\N	100000026	EUR	3972.22	3338	634.22	X	I	I
500000560	30	2015-07-13	18	2015-07-27	\N	100000025	EUR	3598.92	3024.3	574.62	P	P	I
500000561	5	2015-07-14	33	2015-07-28	\N	100000019	EUR	325.94	273.9	52.04	N	I	I
500000562	21	2015-07-15	15	2015-07-29	\N	100000022	EUR	24395	20500	3895	P	I	I
500000563	15	2015-07-16	12	2015-07-30	\N	100000024	EUR	5527.55	4645	882.55	X	I	I
500000564	22	2015-07-17	9	2015-07-31	\N	100000024	EUR	3459.33	2907	552.33	P	P	D
500000565	3	2015-07-18	6	2015-08-01	\N	100000021	EUR	852.04	716	136.04	C	P	D
500000566	11	2015-07-19	26	2015-08-02	\N	100000019	EUR	1916.5	1610.5	306	N	I	I
500000567	23	2015-07-20	11	2015-08-03	\N	100000022	EUR	178.14	149.7	28.44	P	I	I
500000568	11	2015-07-21	17	2015-08-04	\N	100000025	EUR	871.55	732.4	139.15	X	I	I
500000569	27	2015-07-22	2	2015-08-05	\N	100000026	EUR	1028.15	864	164.15	N	I	I
500000570	20	2015-07-23	17	2015-08-06	\N	100000026	EUR	5523.38	4641.5	881.88	X	I	I
500000571	15	2015-07-24	28	2015-08-07	\N	100000025	EUR	187.54	157.6	29.94	X	I	I
500000572	5	2015-07-25	21	2015-08-08	\N	100000024	EUR	521.22	438	83.22	X	I	I
500000573	33	2015-07-26	6	2015-08-09	\N	100000021	EUR	411.5	345.8	65.7	N	I	I
500000574	13	2015-07-27	33	2015-08-10	\N	100000022	EUR	11552.52	9708	1844.52	P	P	D
500000575	14	2015-07-28	18	2015-08-11	\N	100000023	EUR	26581.03	22337	4244.03	C	P	D
500000576	25	2015-07-29	33	2015-08-12	\N	100000023	EUR	9417.66	7914	1503.66	X	I	I
500000577	25	2015-07-30	6	2015-08-13	\N	100000023	EUR	5631.08	4732	899.08	N	I	I
500000578	10	2015-07-31	12	2015-08-14	\N	100000021	EUR	1405.39	1181	224.39	P	I	D
500000579	12	2015-08-01	31	2015-08-15	\N	100000019	EUR	761.24	639.7	121.54	C	P	D
500000580	15	2015-08-02	13	2015-08-16	\N	100000024	EUR	101299.22	85125.4	16173.82	N	I	I
500000581	8	2015-08-03	7	2015-08-17	\N	100000019	EUR	250.73	210.7	40.03	N	I	I
500000582	4	2015-08-04	13	2015-08-18	\N	100000024	EUR	10549.35	8865	1684.35	N	I	I
500000583	22	2015-08-05	16	2015-08-19	\N	100000026	EUR	195.16	164	31.16	P	P	D
500000584	13	2015-08-06	32	2015-08-20	\N	100000026	EUR	107100	90000	17100	P	I	I
500000585	28	2015-08-07	16	2015-08-21	\N	100000025	EUR	4415.73	3710.7	705.03	P	I	I
500000586	17	2015-08-08	32	2015-08-22	\N	100000023	EUR	325.94	273.9	52.04	N	I	I
500000587	26	2015-08-09	6	2015-08-23	\N	100000022	EUR	24220.07	20353	3867.07	P	I	D
500000588	13	2015-08-10	25	2015-08-24	\N	100000024	EUR	4499.87	3781.4	718.47	P	P	D
500000589	2	2015-08-11	28	2015-08-25	\N	100000024	EUR	2727.24	2291.8	435.44	C	P	D
500000590	5	2015-08-12	7	2015-08-26	\N	100000021	EUR	530.62	445.9	84.72	N	I	I
500000591	26	2015-08-13	20	2015-08-27	\N	100000019	EUR	803.25	675	128.25	C	P	D
500000592	7	2015-08-14	2	2015-08-28	\N	100000025	EUR	178.14	149.7	28.44	P	P	D
500000593	21	2015-08-15	23	2015-08-29	\N	100000022	EUR	871.55	732.4	139.15	X	I	I
500000594	23	2015-08-16	17	2015-08-30	\N	100000026	EUR	6543.8	5499	1044.8	X	I	I
500000595	14	2015-08-17	30	2015-08-31	\N	100000026	EUR	113032.74	94985.5	18047.24	X	I	I
500000596	3	2015-08-18	1	2015-09-01	\N	100000025	EUR	114.24	96	18.24	P	P	D
500000597	31	2015-08-19	4	2015-09-02	\N	100000021	EUR	521.22	438	83.22	N	I	I
500000598	14	2015-08-20	7	2015-09-03	\N	100000024	EUR	411.5	345.8	65.7	X	I	I
500000599	1	2015-08-21	24	2015-09-04	\N	100000022	EUR	11379.97	9563	1816.97	P	P	I
500000600	2	2015-08-22	15	2015-09-05	\N	100000012	EUR	26581.03	22337	4244.03	N	I	I
500000601	27	2015-08-23	9	2015-09-06	\N	100000011	EUR	9417.66	7914	1503.66	X	I	I
500000602	8	2015-08-24	21	2015-09-07	\N	100000015	EUR	5631.08	4732	899.08	P	P	D
500000603	12	2015-08-25	17	2015-09-08	\N	100000013	EUR	1405.39	1181	224.39	P	P	D
500000604	7	2015-08-26	22	2015-09-09	\N	100000013	EUR	761.24	639.7	121.54	X	I	I
500000605	21	2015-08-27	16	2015-09-10	\N	100000014	EUR	101299.22	85125.4	16173.82	C	P	D
500000606	13	2015-08-28	11	2015-09-11	\N	100000016	EUR	250.73	210.7	40.03	X	I	I
500000607	30	2015-08-29	24	2015-09-12	\N	100000017	EUR	10549.35	8865	1684.35	C	P	D
500000608	32	2015-08-30	15	2015-09-13	\N	100000018	EUR	195.16	164	31.16	C	P	D
500000609	27	2015-08-31	22	2015-09-14	\N	100000012	EUR	3972.22	3338	634.22	X	I	I
500000610	13	2015-09-01	29	2015-09-15	\N	100000011	EUR	3598.92	3024.3	574.62	P	P	I
500000611	7	2015-09-02	14	2015-09-16	\N	100000017	EUR	325.94	273.9	52.04	N	I	I
500000612	3	2015-09-03	33	2015-09-17	\N	100000015	EUR	24395	20500	3895	X	I	I
500000613	5	2015-09-04	17	2015-09-18	\N	100000013	EUR	5527.55	4645	882.55	X	I	I
500000614	25	2015-09-05	14	2015-09-19	\N	100000013	EUR	3459.33	2907	552.33	N	I	I
500000615	28	2015-09-06	11	2015-09-20	\N	100000014	EUR	852.04	716	136.04	C	P	D
500000616	19	2015-09-07	7	2015-09-21	\N	100000017	EUR	1916.5	1610.5	306	C	P	D
500000617	8	2015-09-08	22	2015-09-22	\N	100000015	EUR	178.14	149.7	28.44	P	P	I
500000618	16	2015-09-09	16	2015-09-23	\N	100000011	EUR	871.55	732.4	139.15	C	P	D
500000619	9	2015-09-10	10	2015-09-24	\N	100000018	EUR	1028.15	864	164.15	P	P	D
500000620	4	2015-09-11	18	2015-09-25	\N	100000012	EUR	5523.38	4641.5	881.88	C	P	D
500000621	26	2015-09-12	9	2015-09-26	\N	100000011	EUR	187.54	157.6	29.94	N	I	I
500000622	22	2015-09-13	30	2015-09-27	\N	100000013	EUR	521.22	438	83.22	N	I	I
500000623	17	2015-09-14	21	2015-09-28	\N	100000014	EUR	411.5	345.8	65.7	X	I	I
500000624	16	2015-09-15	32	2015-09-29	\N	100000015	EUR	11552.52	9708	1844.52	X	I	I
500000625	19	2015-09-16	19	2015-09-30	\N	100000016	EUR	26581.03	22337	4244.03	C	P	D
500000626	25	2015-09-17	2	2015-10-01	\N	100000016	EUR	9417.66	7914	1503.66	N	I	I
500000627	33	2015-09-18	19	2015-10-02	\N	100000016	EUR	5631.08	4732	899.08	C	P	D
500000628	6	2015-09-19	19	2015-10-03	\N	100000014	EUR	1405.39	1181	224.39	N	I	I
500000629	31	2015-09-20	4	2015-10-04	\N	100000017	EUR	761.24	639.7	121.54	N	I	I
500000630	17	2015-09-21	1	2015-10-05	\N	100000013	EUR	101299.22	85125.4	16173.82	P	I	D
500000631	14	2015-09-22	27	2015-10-06	\N	100000017	EUR	250.73	210.7	40.03	X	I	I
500000632	1	2015-09-23	17	2015-10-07	\N	100000013	EUR	10549.35	8865	1684.35	N	I	I
500000633	2	2015-09-24	3	2015-10-08	\N	100000018	EUR	195.16	164	31.16	P	I	D
500000634	31	2015-09-25	32	2015-10-09	\N	100000012	EUR	107100	90000	17100	P	P	D
500000635	19	2015-09-26	10	2015-10-10	\N	100000011	EUR	4415.73	3710.7	705.03	C	P	D
500000636	22	2015-09-27	27	2015-10-11	\N	100000016	EUR	325.94	273.9	52.04	P	P	D
500000637	31	2015-09-28	23	2015-10-12	\N	100000015	EUR	24220.07	20353	3867.07	X	I	I
500000638	30	2015-09-29	11	2015-10-13	\N	100000013	EUR	4499.87	3781.4	718.47	P	P	I
500000639	28	2015-09-30	28	2015-10-14	\N	100000013	EUR	2727.24	2291.8	435.44	X	I	I
500000640	27	2015-10-01	1	2015-10-15	\N	100000014	EUR	530.62	445.9	84.72	N	I	I
500000641	24	2015-10-02	27	2015-10-16	\N	100000017	EUR	803.25	675	128.25	N	I	I
500000642	32	2015-10-03	22	2015-10-17	\N	100000011	EUR	178.14	149.7	28.44	C	P	D
500000643	7	2015-10-04	6	2015-10-18	\N	100000015	EUR	871.55	732.4	139.15	P	I	I
500000644	17	2015-10-05	22	2015-10-19	\N	100000018	EUR	6543.8	5499	1044.8	P	P	D
500000645	8	2015-10-06	13	2015-10-20	\N	100000012	EUR	113032.74	94985.5	18047.24	C	P	D
500000646	20	2015-10-07	14	2015-10-21	\N	100000011	EUR	114.24	96	18.24	P	P	D
500000647	26	2015-10-08	28	2015-10-22	\N	100000014	EUR	521.22	438	83.22	N	I	I
500000648	24	2015-10-09	13	2015-10-23	\N	100000013	EUR	411.5	345.8	65.7	X	I	I
500000649	16	2015-10-10	9	2015-10-24	\N	100000015	EUR	11379.97	9563	1816.97	P	P	I
500000650	9	2015-10-11	12	2015-10-25	\N	100000028	EUR	26581.03	22337	4244.03	X	I	I
500000651	25	2015-10-12	22	2015-10-26	\N	100000030	EUR	9417.66	7914	1503.66	C	P	D
500000652	9	2015-10-13	25	2015-10-27	\N	100000031	EUR	5631.08	4732	899.08	N	I	I
500000653	28	2015-10-14	5	2015-10-28	\N	100000032	EUR	1405.39	1181	224.39	P	I	I
500000654	14	2015-10-15	15	2015-10-29	\N	100000032	EUR	761.24	639.7	121.54	P	I	I
500000655	33	2015-10-16	16	2015-10-30	\N	100000033	EUR	101299.22	85125.4	16173.82	P	P	I
500000656	9	2015-10-17	25	2015-10-31	\N	100000034	EUR	250.73	210.7	40.03	P	I	I
500000657	24	2015-10-18	7	2015-11-01	\N	100000035	EUR	10549.35	8865	1684.35	P	I	I
500000658	32	2015-10-19	33	2015-11-02	\N	100000027	EUR	195.16	164	31.16	P	P	D
500000659	20	2015-10-20	3	2015-11-03	\N	100000028	EUR	3972.22	3338	634.22	C	P	D
500000660	27	2015-10-21	26	2015-11-04	\N	100000030	EUR	3598.92	3024.3	574.62	X	I	I
500000661	31	2015-10-22	2	2015-11-05	\N	100000035	EUR	325.94	273.9	52.04	C	P	D
500000662	16	2015-10-23	24	2015-11-06	\N	100000031	EUR	24395	20500	3895	C	P	D
500000663	27	2015-10-24	8	2015-11-07	\N	100000032	EUR	5527.55	4645	882.55	P	I	D
500000664	9	2015-10-25	7	2015-11-08	\N	100000032	EUR	3459.33	2907	552.33	P	P	D
500000665	19	2015-10-26	11	2015-11-09	\N	100000033	EUR	852.04	716	136.04	C	P	D
500000666	7	2015-10-27	29	2015-11-10	\N	100000035	EUR	1916.5	1610.5	306	X	I	I
500000667	15	2015-10-28	17	2015-11-11	\N	100000031	EUR	178.14	149.7	28.44	C	P	D
500000668	20	2015-10-29	28	2015-11-12	\N	100000030	EUR	871.55	732.4	139.15	N	I	I
500000669	4	2015-10-30	33	2015-11-13	\N	100000027	EUR	1028.15	864	164.15	X	I	I
500000670	16	2015-10-31	16	2015-11-14	\N	100000028	EUR	5523.38	4641.5	881.88	C	P	D
500000671	32	2015-11-01	27	2015-11-15	\N	100000030	EUR	187.54	157.6	29.94	N	I	I
500000672	21	2015-11-02	14	2015-11-16	\N	100000032	EUR	521.22	438	83.22	C	P	D
500000673	21	2015-11-03	13	2015-11-17	\N	100000033	EUR	411.5	345.8	65.7	X	I	I
500000674	14	2015-11-04	33	2015-11-18	\N	100000031	EUR	11552.52	9708	1844.52	P	I	I
500000675	8	2015-11-05	30	2015-11-19	\N	100000034	EUR	26581.03	22337	4244.03	X	I	I
500000676	11	2015-11-06	30	2015-11-20	\N	100000034	EUR	9417.66	7914	1503.66	X	I	I
500000677	12	2015-11-07	5	2015-11-21	\N	100000034	EUR	5631.08	4732	899.08	C	P	D
500000678	25	2015-11-08	32	2015-11-22	\N	100000033	EUR	1405.39	1181	224.39	C	P	D
500000679	24	2015-11-09	14	2015-11-23	\N	100000035	EUR	761.24	639.7	121.54	C	P	D
500000680	14	2015-11-10	20	2015-11-24	\N	100000032	EUR	101299.22	85125.4	16173.82	X	I	I
500000681	22	2015-11-11	29	2015-11-25	\N	100000035	EUR	250.73	210.7	40.03	C	P	D
500000682	4	2015-11-12	23	2015-11-26	\N	100000032	EUR	10549.35	8865	1684.35	C	P	D
500000683	19	2015-11-13	5	2015-11-27	\N	100000027	EUR	195.16	164	31.16	X	I	I
500000684	11	2015-11-14	32	2015-11-28	\N	100000028	EUR	107100	90000	17100	N	I	I
500000685	22	2015-11-15	20	2015-11-29	\N	100000030	EUR	4415.73	3710.7	705.03	C	P	D
500000686	2	2015-11-16	13	2015-11-30	\N	100000034	EUR	325.94	273.9	52.04	X	I	I
500000687	31	2015-11-17	27	2015-12-01	\N	100000031	EUR	24220.07	20353	3867.07	N	I	I
500000688	2	2015-11-18	3	2015-12-02	\N	100000032	EUR	4499.87	3781.4	718.47	N	I	I
500000689	14	2015-11-19	6	2015-12-03	\N	100000032	EUR	2727.24	2291.8	435.44	N	I	I
500000690	1	2015-11-20	32	2015-12-04	\N	100000033	EUR	530.62	445.9	84.72	C	P	D
500000691	4	2015-11-21	31	2015-12-05	\N	100000035	EUR	803.25	675	128.25	C	P	D
500000692	22	2015-11-22	5	2015-12-06	\N	100000030	EUR	178.14	149.7	28.44	N	I	I
500000693	28	2015-11-23	30	2015-12-07	\N	100000031	EUR	871.55	732.4	139.15	C	P	D
500000694	1	2015-11-24	32	2015-12-08	\N	100000027	EUR	6543.8	5499	1044.8	X	I	I
500000695	32	2015-11-25	3	2015-12-09	\N	100000028	EUR	113032.74	94985.5	18047.24	N	I	I
500000696	33	2015-11-26	7	2015-12-10	\N	100000030	EUR	114.24	96	18.24	X	I	I
500000697	7	2015-11-27	6	2015-12-11	\N	100000033	EUR	521.22	438	83.22	P	I	I
500000698	8	2015-11-28	16	2015-12-12	\N	100000032	EUR	411.5	345.8	65.7	C	P	D
500000699	27	2015-11-29	23	2015-12-13	\N	100000031	EUR	11379.97	9563	1816.97	P	P	D
500000700	20	2015-11-30	24	2015-12-14	\N	100000044	EUR	26581.03	22337	4244.03	X	I	I
500000701	27	2015-12-01	5	2015-12-15	\N	100000036	EUR	9417.66	7914	1503.66	C	P	D
500000702	23	2015-12-02	22	2015-12-16	\N	100000038	EUR	5631.08	4732	899.08	C	P	D
500000703	11	2015-12-03	21	2015-12-17	\N	100000037	EUR	1405.39	1181	224.39	C	P	D
500000704	1	2015-12-04	11	2015-12-18	\N	100000037	EUR	761.24	639.7	121.54	N	I	I
500000705	24	2015-12-05	12	2015-12-19	\N	100000042	EUR	101299.22	85125.4	16173.82	P	P	I
500000706	28	2015-12-06	7	2015-12-20	\N	100000044	EUR	250.73	210.7	40.03	X	I	I
500000707	17	2015-12-07	17	2015-12-21	\N	100000041	EUR	10549.35	8865	1684.35	X	I	I
500000708	32	2015-12-08	7	2015-12-22	\N	100000043	EUR	195.16	164	31.16	X	I	I
500000709	1	2015-12-09	23	2015-12-23	\N	100000044	EUR	3972.22	3338	634.22	X	I	I
500000710	1	2015-12-10	32	2015-12-24	\N	100000036	EUR	3598.92	3024.3	574.62	P	P	I
500000711	21	2015-12-11	27	2015-12-25	\N	100000041	EUR	325.94	273.9	52.04	C	P	D
500000712	33	2015-12-12	17	2015-12-26	\N	100000038	EUR	24395	20500	3895	P	P	I
500000713	26	2015-12-13	27	2015-12-27	\N	100000037	EUR	5527.55	4645	882.55	P	I	D
500000714	29	2015-12-14	6	2015-12-28	\N	100000037	EUR	3459.33	2907	552.33	X	I	I
500000715	24	2015-12-15	19	2015-12-29	\N	100000042	EUR	852.04	716	136.04	P	I	D
500000716	7	2015-12-16	20	2015-12-30	\N	100000041	EUR	1916.5	1610.5	306	X	I	I
500000717	4	2015-12-17	30	2015-12-31	\N	100000038	EUR	178.14	149.7	28.44	X	I	I
500000718	24	2015-12-18	25	2014-01-01	\N	100000036	EUR	871.55	732.4	139.15	N	I	I
500000719	19	2015-12-19	21	2014-01-02	\N	100000043	EUR	1028.15	864	164.15	N	I	I
500000720	26	2015-12-20	6	2014-01-03	\N	100000044	EUR	5523.38	4641.5	881.88	N	I	I
500000721	4	2015-12-21	23	2014-01-04	\N	100000036	EUR	187.54	157.6	29.94	N	I	I
500000722	28	2015-12-22	15	2014-01-05	\N	100000037	EUR	521.22	438	83.22	C	P	D
500000723	12	2015-12-23	29	2014-01-06	\N	100000042	EUR	411.5	345.8	65.7	X	I	I
500000724	27	2015-12-24	28	2014-01-07	\N	100000038	EUR	11552.52	9708	1844.52	N	I	I
500000725	19	2015-12-25	26	2014-01-08	\N	100000044	EUR	26581.03	22337	4244.03	X	I	I
500000726	5	2015-12-26	24	2014-01-09	\N	100000044	EUR	9417.66	7914	1503.66	C	P	D
500000727	29	2015-12-27	29	2014-01-10	\N	100000044	EUR	5631.08	4732	899.08	N	I	I
500000728	21	2015-12-28	14	2014-01-11	\N	100000042	EUR	1405.39	1181	224.39	N	I	I
500000729	1	2015-12-29	28	2014-01-12	\N	100000041	EUR	761.24	639.7	121.54	C	P	D
500000730	5	2015-12-30	30	2014-01-13	\N	100000037	EUR	101299.22	85125.4	16173.82	C	P	D
500000731	9	2015-12-31	19	2014-01-14	\N	100000041	EUR	250.73	210.7	40.03	P	P	I
500000732	32	2015-01-01	33	2015-01-15	\N	100000037	EUR	10549.35	8865	1684.35	P	I	I
500000733	11	2015-01-02	9	2015-01-16	\N	100000043	EUR	195.16	164	31.16	P	I	D
500000734	29	2015-01-03	1	2015-01-17	\N	100000044	EUR	107100	90000	17100	C	P	D
500000735	13	2015-01-04	28	2015-01-18	\N	100000036	EUR	4415.73	3710.7	705.03	N	I	I
500000736	29	2015-01-05	16	2015-01-19	\N	100000044	EUR	325.94	273.9	52.04	C	P	D
500000737	5	2015-01-06	22	2015-01-20	\N	100000038	EUR	24220.07	20353	3867.07	C	P	D
500000738	23	2015-01-07	8	2015-01-21	\N	100000037	EUR	4499.87	3781.4	718.47	X	I	I
500000739	24	2015-01-08	7	2015-01-22	\N	100000037	EUR	2727.24	2291.8	435.44	X	I	I
500000740	9	2015-01-09	10	2015-01-23	\N	100000042	EUR	530.62	445.9	84.72	X	I	I
500000741	31	2015-01-10	33	2015-01-24	\N	100000041	EUR	803.25	675	128.25	X	I	I
500000742	21	2015-01-11	2	2015-01-25	\N	100000036	EUR	178.14	149.7	28.44	N	I	I
500000743	20	2015-01-12	24	2015-01-26	\N	100000038	EUR	871.55	732.4	139.15	P	P	D
500000744	6	2015-01-13	16	2015-01-27	\N	100000043	EUR	6543.8	5499	1044.8	P	P	D
500000745	8	2015-01-14	23	2015-01-28	\N	100000044	EUR	113032.74	94985.5	18047.24	X	I	I
500000746	10	2015-01-15	12	2015-01-29	\N	100000036	EUR	114.24	96	18.24	X	I	I
500000747	7	2015-01-16	26	2015-01-30	\N	100000042	EUR	521.22	438	83.22	P	P	I
500000748	23	2015-01-17	4	2015-01-31	\N	100000037	EUR	411.5	345.8	65.7	X	I	I
500000749	21	2015-01-18	19	2015-02-01	\N	100000038	EUR	11379.97	9563	1816.97	P	I	D
500000750	26	2015-01-19	1	2015-02-02	\N	100000000	EUR	26581.03	22337	4244.03	X	I	I
500000751	8	2015-01-20	1	2015-02-03	\N	100000002	EUR	9417.66	7914	1503.66	C	P	D
500000752	31	2015-01-21	20	2015-02-04	\N	100000005	EUR	5631.08	4732	899.08	C	P	D
500000753	15	2015-01-22	22	2015-02-05	\N	100000006	EUR	1405.39	1181	224.39	X	I	I
500000754	18	2015-01-23	28	2015-02-06	\N	100000006	EUR	761.24	639.7	121.54	N	I	I
500000755	21	2015-01-24	18	2015-02-07	\N	100000008	EUR	101299.22	85125.4	16173.82	C	P	D
500000756	8	2015-01-25	24	2015-02-08	\N	100000003	EUR	250.73	210.7	40.03	P	P	I
500000757	25	2015-01-26	9	2015-02-09	\N	100000004	EUR	10549.35	8865	1684.35	N	I	I
500000758	18	2015-01-27	15	2015-02-10	\N	100000009	EUR	195.16	164	31.16	P	P	I
500000759	30	2015-01-28	4	2015-02-11	\N	100000000	EUR	3972.22	3338	634.22	X	I	I
500000760	21	2015-01-29	13	2015-02-12	\N	100000002	EUR	3598.92	3024.3	574.62	C	P	D
500000761	7	2015-01-30	18	2015-02-13	\N	100000004	EUR	325.94	273.9	52.04	P	P	D
500000762	17	2015-01-31	33	2015-02-14	\N	100000005	EUR	24395	20500	3895	P	I	I
500000763	25	2015-02-01	27	2015-02-15	\N	100000006	EUR	5527.55	4645	882.55	P	I	D
500000764	27	2015-02-02	14	2015-02-16	\N	100000006	EUR	3459.33	2907	552.33	P	I	D
500000765	7	2015-02-03	21	2015-02-17	\N	100000008	EUR	852.04	716	136.04	P	P	D
500000766	11	2015-02-04	26	2015-02-18	\N	100000004	EUR	1916.5	1610.5	306	P	I	I
500000767	2	2015-02-05	12	2015-02-19	\N	100000005	EUR	178.14	149.7	28.44	N	I	I
500000768	10	2015-02-06	7	2015-02-20	\N	100000002	EUR	871.55	732.4	139.15	C	P	D
500000769	5	2015-02-07	20	2015-02-21	\N	100000009	EUR	1028.15	864	164.15	X	I	I
500000770	19	2015-02-08	30	2015-02-22	\N	100000000	EUR	5523.38	4641.5	881.88	N	I	I
500000771	9	2015-02-09	32	2015-02-23	\N	100000002	EUR	187.54	157.6	29.94	C	P	D
500000772	7	2015-02-10	32	2015-02-24	\N	100000006	EUR	521.22	438	83.22	X	I	I
500000773	19	2015-02-11	7	2015-02-25	\N	100000008	EUR	411.5	345.8	65.7	N	I	I
500000774	20	2015-02-12	4	2015-02-26	\N	100000005	EUR	11552.52	9708	1844.52	C	P	D
500000775	26	2015-02-13	12	2015-02-27	\N	100000003	EUR	26581.03	22337	4244.03	C	P	D
500000776	9	2015-02-14	24	2015-02-28	\N	100000003	EUR	9417.66	7914	1503.66	C	P	D
500000777	14	2015-02-15	3	2015-02-28	\N	100000003	EUR	5631.08	4732	899.08	N	I	I
500000778	6	2015-02-16	29	2015-03-01	\N	100000008	EUR	1405.39	1181	224.39	C	P	D
500000779	24	2015-02-17	20	2015-03-02	\N	100000004	EUR	761.24	639.7	121.54	C	P	D
500000780	16	2015-02-18	19	2015-03-03	\N	100000006	EUR	101299.22	85125.4	16173.82	C	P	D
500000781	12	2015-02-19	27	2015-03-04	\N	100000004	EUR	250.73	210.7	40.03	X	I	I
500000782	25	2015-02-20	16	2015-03-05	\N	100000006	EUR	10549.35	8865	1684.35	C	P	D
500000783	10	2015-02-21	1	2015-03-06	\N	100000009	EUR	195.16	164	31.16	P	I	I
500000784	23	2015-02-22	5	2015-03-07	\N	100000000	EUR	107100	90000	17100	C	P	D
500000785	28	2015-02-23	27	2015-03-08	\N	100000002	EUR	4415.73	3710.7	705.03	X	I	I
500000786	6	2015-02-24	13	2015-03-09	\N	100000003	EUR	325.94	273.9	52.04	X	I	I
500000787	28	2015-02-25	12	2015-03-10	\N	100000005	EUR	24220.07	20353	3867.07	C	P	D
500000788	7	2015-02-26	18	2015-03-11	\N	100000006	EUR	4499.87	3781.4	718.47	C	P	D
500000789	27	2015-02-27	26	2015-03-12	\N	100000006	EUR	2727.24	2291.8	435.44	X	I	I
500000790	29	2015-02-28	33	2015-03-13	\N	100000008	EUR	530.62	445.9	84.72	C	P	D
500000791	10	2015-02-28	6	2015-03-14	\N	100000004	EUR	803.25	675	128.25	C	P	D
500000792	26	2015-03-01	20	2015-03-15	\N	100000002	EUR	178.14	149.7	28.44	N	I	I
500000793	15	2015-03-02	11	2015-03-16	\N	100000005	EUR	871.55	732.4	139.15	P	P	D
500000794	17	2015-03-03	18	2015-03-17	\N	100000009	EUR	6543.8	5499	1044.8	P	I	I
500000795	10	2015-03-04	10	2015-03-18	\N	100000000	EUR	113032.74	94985.5	18047.24	X	I	I
500000796	32	2015-03-05	16	2015-03-19	\N	100000002	EUR	114.24	96	18.24	C	P	D
500000797	13	2015-03-06	5	2015-03-20	\N	100000008	EUR	521.22	438	83.22	C	P	D
500000798	26	2015-03-07	19	2015-03-21	\N	100000006	EUR	411.5	345.8	65.7	C	P	D
500000799	21	2015-03-08	17	2015-03-22	\N	100000005	EUR	11379.97	9563	1816.97	N	I	I
500000800	22	2015-03-09	9	2015-03-23	\N	100000026	EUR	26581.03	22337	4244.03	X	I	I
500000801	11	2015-03-10	26	2015-03-24	\N	100000025	EUR	9417.66	7914	1503.66	X	I	I
500000802	18	2015-03-11	6	2015-03-25	\N	100000022	EUR	5631.08	4732	899.08	N	I	I
500000803	19	2015-03-12	31	2015-03-26	\N	100000024	EUR	1405.39	1181	224.39	C	P	D
500000804	11	2015-03-13	22	2015-03-27	\N	100000024	EUR	761.24	639.7	121.54	P	P	D
500000805	1	2015-03-14	13	2015-03-28	\N	100000021	EUR	101299.22	85125.4	16173.82	P	I	I
500000806	26	2015-03-15	21	2015-03-29	\N	100000023	EUR	250.73	210.7	40.03	P	P	I
500000807	10	2015-03-16	16	2015-03-30	\N	100000019	EUR	10549.35	8865	1684.35	C	P	D
500000808	7	2015-03-17	26	2015-03-31	\N	100000026	EUR	195.16	164	31.16	X	I	I
500000809	5	2015-03-18	13	2015-04-01	\N	100000026	EUR	3972.22	3338	634.22	N	I	I
500000810	19	2015-03-19	6	2015-04-02	\N	100000025	EUR	3598.92	3024.3	574.62	C	P	D
500000811	32	2015-03-20	8	2015-04-03	\N	100000019	EUR	325.94	273.9	52.04	P	P	D
500000812	33	2015-03-21	1	2015-04-04	\N	100000022	EUR	24395	20500	3895	P	I	D
500000813	16	2015-03-22	12	2015-04-05	\N	100000024	EUR	5527.55	4645	882.55	P	I	D
500000814	14	2015-03-23	1	2015-04-06	\N	100000024	EUR	3459.33	2907	552.33	N	I	I
500000815	28	2015-03-24	26	2015-04-07	\N	100000021	EUR	852.04	716	136.04	P	P	I
500000816	26	2015-03-25	21	2015-04-08	\N	100000019	EUR	1916.5	1610.5	306	N	I	I
500000817	12	2015-03-26	23	2015-04-09	\N	100000022	EUR	178.14	149.7	28.44	P	I	I
500000818	11	2015-03-27	12	2015-04-10	\N	100000025	EUR	871.55	732.4	139.15	N	I	I
500000819	3	2015-03-28	5	2015-04-11	\N	100000026	EUR	1028.15	864	164.15	X	I	I
500000820	18	2015-03-29	14	2015-04-12	\N	100000026	EUR	5523.38	4641.5	881.88	X	I	I
500000821	26	2015-03-30	18	2015-04-13	\N	100000025	EUR	187.54	157.6	29.94	P	P	D
500000822	23	2015-03-31	5	2015-04-14	\N	100000024	EUR	521.22	438	83.22	N	I	I
500000823	25	2015-04-01	23	2015-04-15	\N	100000021	EUR	411.5	345.8	65.7	N	I	I
500000824	12	2015-04-02	12	2015-04-16	\N	100000022	EUR	11552.52	9708	1844.52	X	I	I
500000825	7	2015-04-03	13	2015-04-17	\N	100000023	EUR	26581.03	22337	4244.03	P	P	I
500000826	19	2015-04-04	7	2015-04-18	\N	100000023	EUR	9417.66	7914	1503.66	P	P	D
500000827	24	2015-04-05	26	2015-04-19	\N	100000023	EUR	5631.08	4732	899.08	P	P	I
500000828	21	2015-04-06	28	2015-04-20	\N	100000021	EUR	1405.39	1181	224.39	N	I	I
500000829	26	2015-04-07	14	2015-04-21	\N	100000019	EUR	761.24	639.7	121.54	C	P	D
500000830	16	2015-04-08	10	2015-04-22	\N	100000024	EUR	101299.22	85125.4	16173.82	N	I	I
500000831	15	2015-04-09	18	2015-04-23	\N	100000019	EUR	250.73	210.7	40.03	X	I	I
500000832	19	2015-04-10	14	2015-04-24	\N	100000024	EUR	10549.35	8865	1684.35	X	I	I
500000833	13	2015-04-11	16	2015-04-25	\N	100000026	EUR	195.16	164	31.16	X	I	I
500000834	32	2015-04-12	33	2015-04-26	\N	100000026	EUR	107100	90000	17100	P	P	D
500000835	12	2015-04-13	27	2015-04-27	\N	100000025	EUR	4415.73	3710.7	705.03	P	I	I
500000836	4	2015-04-14	18	2015-04-28	\N	100000023	EUR	325.94	273.9	52.04	N	I	I
500000837	18	2015-04-15	29	2015-04-29	\N	100000022	EUR	24220.07	20353	3867.07	P	P	D
500000838	15	2015-04-16	1	2015-04-30	\N	100000024	EUR	4499.87	3781.4	718.47	N	I	I
500000839	25	2015-04-17	30	2015-05-01	\N	100000024	EUR	2727.24	2291.8	435.44	X	I	I
500000840	6	2015-04-18	27	2015-05-02	\N	100000021	EUR	530.62	445.9	84.72	N	I	I
500000841	33	2015-04-19	13	2015-05-03	\N	100000019	EUR	803.25	675	128.25	P	I	I
500000842	16	2015-04-20	22	2015-05-04	\N	100000025	EUR	178.14	149.7	28.44	N	I	I
500000843	1	2015-04-21	14	2015-05-05	\N	100000022	EUR	871.55	732.4	139.15	N	I	I
500000844	4	2015-04-22	28	2015-05-06	\N	100000026	EUR	6543.8	5499	1044.8	N	I	I
500000845	30	2015-04-23	12	2015-05-07	\N	100000026	EUR	113032.74	94985.5	18047.24	P	P	I
500000846	19	2015-04-24	13	2015-05-08	\N	100000025	EUR	114.24	96	18.24	C	P	D
500000847	25	2015-04-25	18	2015-05-09	\N	100000021	EUR	521.22	438	83.22	X	I	I
500000848	1	2015-04-26	32	2015-05-10	\N	100000024	EUR	411.5	345.8	65.7	X	I	I
500000849	17	2015-04-27	32	2015-05-11	\N	100000022	EUR	11379.97	9563	1816.97	C	P	D
500000850	26	2015-04-28	8	2015-05-12	\N	100000012	EUR	26581.03	22337	4244.03	N	I	I
500000851	29	2015-04-29	30	2015-05-13	\N	100000011	EUR	9417.66	7914	1503.66	C	P	D
500000852	22	2015-04-30	2	2015-05-14	\N	100000015	EUR	5631.08	4732	899.08	P	P	I
500000853	8	2015-05-01	9	2015-05-15	\N	100000013	EUR	1405.39	1181	224.39	X	I	I
500000854	21	2015-05-02	29	2015-05-16	\N	100000013	EUR	761.24	639.7	121.54	C	P	D
500000855	30	2015-05-03	2	2015-05-17	\N	100000014	EUR	101299.22	85125.4	16173.82	N	I	I
500000856	10	2015-05-04	27	2015-05-18	\N	100000016	EUR	250.73	210.7	40.03	P	P	I
500000857	33	2015-05-05	13	2015-05-19	\N	100000017	EUR	10549.35	8865	1684.35	P	I	I
500000858	33	2015-05-06	25	2015-05-20	\N	100000018	EUR	195.16	164	31.16	C	P	D
500000859	19	2015-05-07	7	2015-05-21	\N	100000012	EUR	3972.22	3338	634.22	C	P	D
500000860	13	2015-05-08	21	2015-05-22	\N	100000011	EUR	3598.92	3024.3	574.62	P	P	D
500000861	29	2015-05-09	7	2015-05-23	\N	100000017	EUR	325.94	273.9	52.04	C	P	D
500000862	10	2015-05-10	10	2015-05-24	\N	100000015	EUR	24395	20500	3895	X	I	I
500000863	4	2015-05-11	2	2015-05-25	\N	100000013	EUR	5527.55	4645	882.55	N	I	I
500000864	18	2015-05-12	3	2015-05-26	\N	100000013	EUR	3459.33	2907	552.33	P	P	D
500000865	23	2015-05-13	9	2015-05-27	\N	100000014	EUR	852.04	716	136.04	X	I	I
500000866	30	2015-05-14	10	2015-05-28	\N	100000017	EUR	1916.5	1610.5	306	P	I	I
500000867	25	2015-05-15	26	2015-05-29	\N	100000015	EUR	178.14	149.7	28.44	C	P	D
500000868	33	2015-05-16	15	2015-05-30	\N	100000011	EUR	871.55	732.4	139.15	C	P	D
500000869	4	2015-05-17	28	2015-05-31	\N	100000018	EUR	1028.15	864	164.15	C	P	D
500000870	33	2015-05-18	15	2015-06-01	\N	100000012	EUR	5523.38	4641.5	881.88	X	I	I
500000871	23	2020-05-19	14	2020-06-02	\N	100000011	EUR	187.54	157.6	29.94	X	I	I
500000872	2	2015-05-20	14	2015-06-03	\N	100000013	EUR	521.22	438	83.22	X	I	I
500000873	21	2015-05-21	15	2015-06-04	\N	100000014	EUR	411.5	345.8	65.7	X	I	I
500000874	14	2015-05-22	1	2015-06-05	\N	100000015	EUR	11552.52	9708	1844.52	X	I	I
500000875	22	2015-05-23	6	2015-06-06	\N	100000016	EUR	26581.03	22337	4244.03	X	I	I
500000876	30	2015-05-24	3	2015-06-07	\N	100000016	EUR	9417.66	7914	1503.66	P	I	D
500000877	17	2015-05-25	20	2015-06-08	\N	100000016	EUR	5631.08	4732	899.08	N	I	I
500000878	3	2015-05-26	25	2015-06-09	\N	100000014	EUR	1405.39	1181	224.39	N	I	I
500000879	24	2015-05-27	16	2015-06-10	\N	100000017	EUR	761.24	639.7	121.54	C	P	D
500000880	10	2015-05-28	33	2015-06-11	\N	100000013	EUR	101299.22	85125.4	16173.82	P	I	D
500000881	3	2015-05-29	9	2015-06-12	\N	100000017	EUR	250.73	210.7	40.03	C	P	D
500000882	32	2015-05-30	7	2015-06-13	\N	100000013	EUR	10549.35	8865	1684.35	X	I	I
500000883	5	2015-05-31	5	2015-06-14	\N	100000018	EUR	195.16	164	31.16	P	I	I
500000884	5	2015-06-01	16	2015-06-15	\N	100000012	EUR	107100	90000	17100	X	I	I
500000885	10	2015-06-02	14	2015-06-16	\N	100000011	EUR	4415.73	3710.7	705.03	C	P	D
500000886	8	2015-06-03	17	2015-06-17	\N	100000016	EUR	325.94	273.9	52.04	P	P	D
500000887	32	2015-06-04	28	2015-06-18	\N	100000015	EUR	24220.07	20353	3867.07	C	P	D
500000888	12	2015-06-05	31	2015-06-19	\N	100000013	EUR	4499.87	3781.4	718.47	N	I	I
500000889	20	2015-06-06	11	2015-06-20	\N	100000013	EUR	2727.24	2291.8	435.44	P	P	I
500000890	1	2015-06-07	12	2015-06-21	\N	100000014	EUR	530.62	445.9	84.72	X	I	I
500000891	2	2015-06-08	12	2015-06-22	\N	100000017	EUR	803.25	675	128.25	X	I	I
500000892	31	2015-06-09	30	2015-06-23	\N	100000011	EUR	178.14	149.7	28.44	P	P	D
500000893	21	2015-06-10	28	2015-06-24	\N	100000015	EUR	871.55	732.4	139.15	C	P	D
500000894	32	2015-06-11	7	2015-06-25	\N	100000018	EUR	6543.8	5499	1044.8	P	P	D
500000895	27	2015-06-12	13	2015-06-26	\N	100000012	EUR	113032.74	94985.5	18047.24	N	I	I
500000896	23	2015-06-13	13	2015-06-27	\N	100000011	EUR	114.24	96	18.24	N	I	I
500000897	2	2015-06-14	11	2015-06-28	\N	100000014	EUR	521.22	438	83.22	C	P	D
500000898	8	2015-06-15	22	2015-06-29	\N	100000013	EUR	411.5	345.8	65.7	N	I	I
500000899	32	2015-06-16	30	2015-06-30	\N	100000015	EUR	11379.97	9563	1816.97	C	P	D
500000900	9	2015-06-17	8	2015-07-01	\N	100000028	EUR	26581.03	22337	4244.03	P	I	D
500000901	19	2015-06-18	31	2015-07-02	\N	100000030	EUR	9417.66	7914	1503.66	N	I	I
500000902	1	2015-06-19	10	2015-07-03	\N	100000031	EUR	5631.08	4732	899.08	N	I	I
500000903	7	2015-06-20	33	2015-07-04	\N	100000032	EUR	1405.39	1181	224.39	N	I	I
500000904	12	2015-06-21	5	2015-07-05	\N	100000032	EUR	761.24	639.7	121.54	X	I	I
500000905	18	2015-06-22	28	2015-07-06	\N	100000033	EUR	101299.22	85125.4	16173.82	C	P	D
500000906	15	2015-06-23	7	2015-07-07	\N	100000034	EUR	250.73	210.7	40.03	N	I	I
500000907	14	2015-06-24	31	2015-07-08	\N	100000035	EUR	10549.35	8865	1684.35	P	P	D
500000908	28	2015-06-25	7	2015-07-09	\N	100000027	EUR	195.16	164	31.16	N	I	I
500000909	4	2015-06-26	23	2015-07-10	\N	100000028	EUR	3972.22	3338	634.22	N	I	I
500000910	27	2015-06-27	14	2015-07-11	\N	100000030	EUR	3598.92	3024.3	574.62	N	I	I
500000911	28	2015-06-28	4	2015-07-12	\N	100000035	EUR	325.94	273.9	52.04	P	I	I
500000912	11	2015-06-29	25	2015-07-13	\N	100000031	EUR	24395	20500	3895	N	I	I
500000913	32	2015-06-30	3	2015-07-14	\N	100000032	EUR	5527.55	4645	882.55	X	I	I
500000914	17	2015-07-01	23	2015-07-15	\N	100000032	EUR	3459.33	2907	552.33	P	P	D
500000915	25	2015-07-02	24	2015-07-16	\N	100000033	EUR	852.04	716	136.04	C	P	D
500000916	9	2015-07-03	27	2015-07-17	\N	100000035	EUR	1916.5	1610.5	306	C	P	D
500000917	2	2015-07-04	5	2015-07-18	\N	100000031	EUR	178.14	149.7	28.44	P	P	D
500000918	28	2015-07-05	14	2015-07-19	\N	100000030	EUR	871.55	732.4	139.15	P	I	I
500000919	27	2015-07-06	19	2015-07-20	\N	100000027	EUR	1028.15	864	164.15	C	P	D
500000920	21	2015-07-07	33	2015-07-21	\N	100000028	EUR	5523.38	4641.5	881.88	X	I	I
500000921	28	2015-07-08	12	2015-07-22	\N	100000030	EUR	187.54	157.6	29.94	X	I	I
500000922	14	2015-07-09	4	2015-07-23	\N	100000032	EUR	521.22	438	83.22	N	I	I
500000923	17	2015-07-10	14	2015-07-24	\N	100000033	EUR	411.5	345.8	65.7	P	I	D
500000924	23	2015-07-11	6	2015-07-25	\N	100000031	EUR	11552.52	9708	1844.52	X	I	I
500000925	7	2015-07-12	25	2015-07-26	\N	100000034	EUR	26581.03	22337	4244.03	C	P	D
500000926	8	2015-07-13	30	2015-07-27	\N	100000034	EUR	9417.66	7914	1503.66	N	I	I
500000927	3	2015-07-14	12	2015-07-28	\N	100000034	EUR	5631.08	4732	899.08	C	P	D
500000928	10	2015-07-15	28	2015-07-29	\N	100000033	EUR	1405.39	1181	224.39	N	I	I
500000929	26	2015-07-16	12	2015-07-30	\N	100000035	EUR	761.24	639.7	121.54	X	I	I
500000930	9	2015-07-17	13	2015-07-31	\N	100000032	EUR	101299.22	85125.4	16173.82	C	P	D
500000931	22	2015-07-18	28	2015-08-01	\N	100000035	EUR	250.73	210.7	40.03	C	P	D
500000932	13	2015-07-19	5	2015-08-02	\N	100000032	EUR	10549.35	8865	1684.35	C	P	D
500000933	3	2015-07-20	30	2015-08-03	\N	100000027	EUR	195.16	164	31.16	C	P	D
500000934	16	2015-07-21	21	2015-08-04	\N	100000028	EUR	107100	90000	17100	P	P	I
500000935	32	2015-07-22	19	2015-08-05	\N	100000030	EUR	4415.73	3710.7	705.03	X	I	I
500000936	24	2015-07-23	12	2015-08-06	\N	100000034	EUR	325.94	273.9	52.04	N	I	I
500000937	5	2015-07-24	25	2015-08-07	\N	100000031	EUR	24220.07	20353	3867.07	X	I	I
500000938	14	2015-07-25	15	2015-08-08	\N	100000032	EUR	4499.87	3781.4	718.47	C	P	D
500000939	2	2015-07-26	28	2015-08-09	\N	100000032	EUR	2727.24	2291.8	435.44	X	I	I
500000940	31	2015-07-27	25	2015-08-10	\N	100000033	EUR	530.62	445.9	84.72	X	I	I
500000941	1	2015-07-28	15	2015-08-11	\N	100000035	EUR	803.25	675	128.25	X	I	I
500000942	21	2015-07-29	32	2015-08-12	\N	100000030	EUR	178.14	149.7	28.44	P	P	I
500000943	26	2015-07-30	33	2015-08-13	\N	100000031	EUR	871.55	732.4	139.15	P	I	D
500000944	18	2015-07-31	20	2015-08-14	\N	100000027	EUR	6543.8	5499	1044.8	C	P	D
500000945	12	2015-08-01	15	2015-08-15	\N	100000028	EUR	113032.74	94985.5	18047.24	P	P	D
500000946	22	2015-08-02	7	2015-08-16	\N	100000030	EUR	114.24	96	18.24	P	I	I
500000947	31	2015-08-03	18	2015-08-17	\N	100000033	EUR	521.22	438	83.22	N	I	I
500000948	4	2015-08-04	19	2015-08-18	\N	100000032	EUR	411.5	345.8	65.7	X	I	I
500000949	20	2015-08-05	25	2015-08-19	\N	100000031	EUR	11379.97	9563	1816.97	C	P	D
500000950	32	2015-08-06	17	2015-08-20	\N	100000044	EUR	26581.03	22337	4244.03	C	P	D
500000951	29	2015-08-07	7	2015-08-21	\N	100000036	EUR	9417.66	7914	1503.66	X	I	I
500000952	32	2015-08-08	27	2015-08-22	\N	100000038	EUR	5631.08	4732	899.08	X	I	I
500000953	7	2015-08-09	7	2015-08-23	\N	100000037	EUR	1405.39	1181	224.39	P	P	I
500000954	24	2015-08-10	32	2015-08-24	\N	100000037	EUR	761.24	639.7	121.54	N	I	I
500000955	33	2015-08-11	14	2015-08-25	\N	100000042	EUR	101299.22	85125.4	16173.82	X	I	I
500000956	8	2015-08-12	27	2015-08-26	\N	100000044	EUR	250.73	210.7	40.03	X	I	I
500000957	8	2015-08-13	7	2015-08-27	\N	100000041	EUR	10549.35	8865	1684.35	C	P	D
500000958	16	2015-08-14	14	2015-08-28	\N	100000043	EUR	195.16	164	31.16	C	P	D
500000959	23	2015-08-15	24	2015-08-29	\N	100000044	EUR	3972.22	3338	634.22	P	I	D
500000960	25	2015-08-16	11	2015-08-30	\N	100000036	EUR	3598.92	3024.3	574.62	P	I	D
500000961	13	2015-08-17	17	2015-08-31	\N	100000041	EUR	325.94	273.9	52.04	N	I	I
500000962	31	2015-08-18	7	2015-09-01	\N	100000038	EUR	24395	20500	3895	P	P	D
500000963	9	2015-08-19	4	2015-09-02	\N	100000037	EUR	5527.55	4645	882.55	C	P	D
500000964	15	2015-08-20	24	2015-09-03	\N	100000037	EUR	3459.33	2907	552.33	N	I	I
500000965	20	2015-08-21	25	2015-09-04	\N	100000042	EUR	852.04	716	136.04	C	P	D
500000966	28	2015-08-22	28	2015-09-05	\N	100000041	EUR	1916.5	1610.5	306	P	I	I
500000967	22	2015-08-23	23	2015-09-06	\N	100000038	EUR	178.14	149.7	28.44	C	P	D
500000968	22	2015-08-24	6	2015-09-07	\N	100000036	EUR	871.55	732.4	139.15	X	I	I
500000969	29	2015-08-25	17	2015-09-08	\N	100000043	EUR	1028.15	864	164.15	N	I	I
500000970	31	2015-08-26	8	2015-09-09	\N	100000044	EUR	5523.38	4641.5	881.88	N	I	I
500000971	3	2015-08-27	5	2015-09-10	\N	100000036	EUR	187.54	157.6	29.94	X	I	I
500000972	32	2015-08-28	22	2015-09-11	\N	100000037	EUR	521.22	438	83.22	P	P	I
500000973	17	2015-08-29	29	2015-09-12	\N	100000042	EUR	411.5	345.8	65.7	N	I	I
500000974	21	2015-08-30	28	2015-09-13	\N	100000038	EUR	11552.52	9708	1844.52	N	I	I
500000975	31	2015-08-31	5	2015-09-14	\N	100000044	EUR	26581.03	22337	4244.03	P	I	D
500000976	10	2015-09-01	17	2015-09-15	\N	100000044	EUR	9417.66	7914	1503.66	C	P	D
500000977	16	2015-09-02	23	2015-09-16	\N	100000044	EUR	5631.08	4732	899.08	P	P	D
500000978	7	2015-09-03	8	2015-09-17	\N	100000042	EUR	1405.39	1181	224.39	C	P	D
500000979	10	2015-09-04	20	2015-09-18	\N	100000041	EUR	761.24	639.7	121.54	P	P	I
500000980	1	2015-09-05	10	2015-09-19	\N	100000037	EUR	101299.22	85125.4	16173.82	P	I	I
500000981	30	2015-09-06	11	2015-09-20	\N	100000041	EUR	250.73	210.7	40.03	X	I	I
500000982	9	2018-09-07	2	2018-09-21	\N	100000037	EUR	10549.35	8865	1684.35	X	I	I
500000983	10	2018-09-08	8	2018-09-22	\N	100000043	EUR	195.16	164	31.16	X	I	I
500000984	26	2018-09-09	21	2018-09-23	\N	100000044	EUR	107100	90000	17100	X	I	I
500000985	22	2018-09-10	32	2018-09-24	\N	100000036	EUR	4415.73	3710.7	705.03	N	I	I
500000986	5	2019-09-11	30	2019-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500000987	16	2019-09-12	6	2019-09-26	\N	100000038	EUR	24220.07	20353	3867.07	C	P	D
500000988	4	2019-09-13	30	2019-09-27	\N	100000037	EUR	4499.87	3781.4	718.47	N	I	I
500000989	6	2019-09-14	5	2019-09-28	\N	100000037	EUR	2727.24	2291.8	435.44	C	P	D
500000990	5	2020-09-15	32	2020-09-29	\N	100000042	EUR	530.62	445.9	84.72	N	I	I
500000991	10	2020-09-16	21	2020-09-30	\N	100000041	EUR	803.25	675	128.25	X	I	I
500000992	17	2020-09-17	30	2020-10-01	\N	100000036	EUR	178.14	149.7	28.44	N	I	I
500000993	1	2020-09-18	4	2020-10-02	\N	100000038	EUR	871.55	732.4	139.15	P	I	D
500000994	26	2020-09-19	4	2020-10-03	\N	100000043	EUR	6543.8	5499	1044.8	P	P	D
500000995	8	2018-09-20	11	2018-10-04	\N	100000044	EUR	113032.74	94985.5	18047.24	X	I	I
500000996	5	2019-09-21	33	2019-10-05	\N	100000036	EUR	114.24	96	18.24	P	I	D
500000997	17	2020-09-22	7	2020-10-06	\N	100000042	EUR	521.22	438	83.22	P	I	I
500000998	7	2015-09-23	3	2015-10-07	\N	100000037	EUR	411.5	345.8	65.7	P	I	D
500000999	12	2015-09-24	33	2015-10-08	\N	100000038	EUR	11379.97	9563	1816.97	N	I	I
500001000	5	2014-09-06	15	2014-09-20	\N	100000041	EUR	250.73	210.7	40.03	X	I	I
500001001	24	2014-09-07	19	2014-09-21	\N	100000037	EUR	10549.35	8865	1684.35	X	I	I
500001002	5	2014-09-08	27	2014-09-22	\N	100000043	EUR	195.16	164	31.16	X	I	I
500001003	24	2014-09-09	33	2014-09-23	\N	100000044	EUR	107100	90000	17100	X	I	I
500001004	2	2014-09-10	19	2014-09-24	\N	100000036	EUR	4415.73	3710.7	705.03	N	I	I
500001005	22	2014-09-11	5	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001006	14	2014-09-12	16	2014-09-26	\N	100000038	EUR	24220.07	20353	3867.07	C	P	D
500001007	10	2014-09-13	23	2014-09-27	\N	100000037	EUR	4499.87	3781.4	718.47	N	I	I
500001008	8	2014-09-14	4	2014-09-28	\N	100000037	EUR	2727.24	2291.8	435.44	C	P	D
500001009	8	2014-09-15	14	2014-09-29	\N	100000042	EUR	530.62	445.9	84.72	N	I	I
500001010	23	2014-09-15	7	2014-09-29	\N	100000042	EUR	530.62	445.9	84.72	N	I	I
500001011	19	2014-09-15	6	2014-09-29	\N	100000042	EUR	530.62	445.9	84.72	N	I	I
500001012	33	2014-09-15	9	2014-09-29	\N	100000042	EUR	530.62	445.9	84.72	N	I	I
500001013	22	2014-09-11	18	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001014	32	2014-09-11	33	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001015	17	2014-09-11	14	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001016	19	2014-09-11	10	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001017	19	2014-09-11	1	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001018	32	2014-09-11	6	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001019	22	2014-09-11	13	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001020	29	2014-09-11	1	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001021	30	2014-09-11	13	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001022	21	2014-09-11	24	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001023	27	2014-09-11	19	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001024	9	2014-09-11	26	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001025	8	2016-09-11	12	2014-09-25	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001026	24	2017-01-04	14	2017-01-04	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001027	20	2014-09-11	4	2016-12-04	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
500001028	26	2017-01-02	6	2017-01-02	\N	100000044	EUR	325.94	273.9	52.04	N	I	I
\.

COPY sales_order_items (sales_order_id, sales_order_item, product_id, note_id, currency, gross_amount, net_amount, tax_amount, item_atp_status, op_item_pos, quantity, quantity_unit, delivery_date) FROM stdin;
500000000	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2021-12-04
500000000	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2021-12-04
500000000	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2021-12-04
500000000	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2021-12-04
500000000	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2021-12-04
500000000	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2021-12-04
500000000	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2021-12-04
500000000	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2021-12-04
500000000	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2021-12-04
500000000	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2021-12-04
500000001	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2021-12-04
500000001	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2021-12-04
500000001	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2021-12-04
500000001	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2021-12-04
500000001	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2021-12-04
500000001	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2021-12-04
500000001	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2021-12-04
500000001	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2021-12-04
500000001	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2021-12-04
500000001	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2021-12-04
500000002	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2021-12-04
500000002	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2021-12-04
500000002	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2021-12-04
500000002	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2021-12-04
500000002	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2021-12-04
500000002	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2021-12-04
500000002	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2021-12-04
500000002	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2021-12-04
500000003	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2022-12-04
500000003	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2022-12-04
500000003	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2022-12-04
500000003	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2022-12-04
500000003	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2022-12-04
500000004	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2022-12-04
500000004	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2022-12-04
500000004	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2022-12-04
500000004	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2022-12-04
500000004	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2022-12-04
500000005	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2022-12-04
500000005	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2022-12-04
500000005	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2022-12-04
500000005	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2022-12-04
500000005	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2022-12-04
500000005	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2022-12-04
500000005	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2022-12-04
500000006	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000006	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000006	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000007	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000007	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000007	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000007	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000007	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000007	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000007	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000007	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000008	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000008	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000008	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000008	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000008	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000008	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000009	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000009	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000009	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000010	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000010	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000010	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000010	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000010	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000010	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000010	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000011	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000011	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000011	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000011	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000012	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000012	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000012	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000012	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000012	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000012	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000012	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000012	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000012	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000013	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000013	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000013	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000013	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000013	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000013	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000013	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000014	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000014	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000014	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000014	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000014	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000014	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000015	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000015	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000015	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000015	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000015	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000015	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000015	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000015	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000015	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000016	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000016	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000016	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000017	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000017	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000018	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000018	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000018	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000018	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000019	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000019	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000019	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000019	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000019	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000019	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000020	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000020	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000020	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000020	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000020	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000020	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000020	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000020	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000020	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000021	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000021	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000021	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000022	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000022	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000023	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000023	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000023	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000023	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000024	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000024	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000024	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000024	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000024	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000024	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000024	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000025	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000025	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000025	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000025	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000025	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000025	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000025	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000025	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000025	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000025	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000026	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000026	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000026	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000026	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000026	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000026	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000026	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000026	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000026	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000026	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000027	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000027	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000027	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000027	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000027	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000027	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000027	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000027	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000028	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000028	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000028	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000028	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000028	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000029	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000029	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000029	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000029	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000029	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000030	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000030	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000030	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000030	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000030	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000030	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000030	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000031	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000031	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000031	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000032	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000032	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000032	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000032	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000032	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000032	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000032	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000032	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000033	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000033	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000033	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000033	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000033	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000033	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000034	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000034	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000034	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000035	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000035	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000035	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000035	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000035	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000035	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000035	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000036	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000036	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000036	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000036	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000037	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000037	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000037	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000037	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000037	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000037	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000037	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000037	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000037	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000038	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000038	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000038	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000038	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000038	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000038	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000038	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000039	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000039	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000039	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000039	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000039	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000039	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000040	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000040	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000040	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000040	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000040	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000040	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000040	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000040	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000040	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000041	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000041	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000041	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000042	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000042	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000043	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000043	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000043	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000043	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000044	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000044	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000044	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000044	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000044	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000045	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000045	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000045	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000045	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000045	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000045	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000045	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000045	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000045	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000046	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000046	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000046	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000047	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000047	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000048	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000048	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000048	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000048	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000049	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000049	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000049	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000049	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000049	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000049	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000049	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000049	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000050	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000050	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000050	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000050	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000050	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000050	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000050	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000050	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000050	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000050	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000051	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000051	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000051	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000051	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000051	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000051	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000051	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000051	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000051	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000051	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000052	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000052	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000052	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000052	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000052	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000052	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000052	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000052	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000053	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000053	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000053	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000053	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000053	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000054	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000054	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000054	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000054	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000054	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000055	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000055	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000055	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000055	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000055	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000055	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000055	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000056	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000056	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000056	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000057	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000057	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000057	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000057	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000057	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000057	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000057	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000057	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000058	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000058	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000058	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000058	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000058	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000058	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000059	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000059	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000059	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000060	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000060	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000060	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000060	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000060	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000060	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000060	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000061	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000061	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000061	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000061	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000062	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000062	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000062	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000062	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000062	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000062	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000062	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000062	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000062	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000063	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000063	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000063	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000063	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000063	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000063	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000063	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000064	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000064	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000064	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000064	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000064	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000064	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000065	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000065	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000065	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000065	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000065	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000065	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000065	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000065	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000065	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000066	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000066	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000066	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000067	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000067	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000068	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000068	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000068	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000068	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000069	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000069	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000069	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000069	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000069	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000069	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000070	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000070	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000070	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000070	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000070	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000070	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000070	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000070	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000070	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000071	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000071	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000071	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000072	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000072	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000073	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000073	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000073	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000073	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000074	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000074	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000074	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000074	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000074	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000074	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000074	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000075	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000075	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000075	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000075	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000075	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000075	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000075	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000075	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000075	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000075	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000076	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000076	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000076	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000076	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000076	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000076	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000076	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000076	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000076	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000076	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000077	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000077	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000077	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000077	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000077	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000077	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000077	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000077	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000078	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000078	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000078	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000078	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000078	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000079	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000079	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000079	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000079	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000079	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000080	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000080	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000080	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000080	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000080	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000080	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000080	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000081	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000081	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000081	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000082	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000082	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000082	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000082	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000082	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000082	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000082	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000082	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000083	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000083	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000083	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000083	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000083	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000083	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000084	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000084	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000084	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000085	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000085	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000085	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000085	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000085	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000085	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000085	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000086	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000086	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000086	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000086	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000087	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000087	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000087	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000087	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000087	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000087	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000087	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000087	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000087	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000088	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000088	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000088	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000088	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000088	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000088	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000088	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000089	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000089	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000089	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000089	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000089	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000089	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000090	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000090	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000090	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000090	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000090	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000090	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000090	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000090	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000090	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000091	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000091	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000091	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000092	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000092	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000093	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000093	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000093	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000093	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000094	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000094	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000094	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000094	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000094	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000095	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000095	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000095	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000095	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000095	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000095	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000095	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000095	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000095	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000096	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000096	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000096	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000097	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000097	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000098	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000098	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000098	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000098	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000099	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000099	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000099	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000099	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000099	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000099	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000099	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000099	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000100	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000100	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000100	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000100	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000100	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000100	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000100	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000100	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000100	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000100	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000101	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000101	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000101	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000101	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000101	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000101	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000101	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000101	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000101	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000101	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000102	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000102	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000102	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000102	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000102	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000102	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000102	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000102	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000103	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000103	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000103	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000103	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000103	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000104	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000104	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000104	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000104	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000104	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000105	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000105	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000105	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000105	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000105	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000105	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000105	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000106	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000106	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000106	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000107	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000107	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000107	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000107	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000107	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000107	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000107	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000107	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000108	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000108	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000108	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000108	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000108	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000108	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000109	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000109	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000109	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000110	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000110	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000110	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000110	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000110	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000110	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000110	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000111	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000111	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000111	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000111	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000112	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000112	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000112	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000112	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000112	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000112	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000112	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000112	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000112	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000113	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000113	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000113	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000113	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000113	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000113	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000113	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000114	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000114	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000114	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000114	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000114	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000114	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000115	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000115	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000115	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000115	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000115	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000115	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000115	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000115	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000115	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000116	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000116	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000116	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000117	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000117	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000118	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000118	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000118	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000118	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000119	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000119	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000119	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000119	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000119	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000119	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000120	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000120	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000120	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000120	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000120	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000120	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000120	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000120	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000120	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000121	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000121	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000121	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000122	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000122	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000123	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000123	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000123	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000123	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000124	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000124	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000124	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000124	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000124	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000124	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000124	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000125	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000125	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000125	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000125	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000125	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000125	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000125	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000125	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000125	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000125	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000126	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000126	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000126	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000126	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000126	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000126	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000126	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000126	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000126	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000126	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000127	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000127	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000127	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000127	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000127	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000127	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000127	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000127	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000128	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000128	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000128	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000128	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000128	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000129	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000129	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000129	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000129	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000129	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000130	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000130	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000130	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000130	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000130	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000130	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000130	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000131	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000131	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000131	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000132	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000132	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000132	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000132	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000132	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000132	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000132	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000132	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000133	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000133	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000133	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000133	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000133	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000133	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000134	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000134	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000134	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000135	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000135	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000135	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000135	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000135	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000135	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000135	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000136	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000136	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000136	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000136	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000137	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000137	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000137	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000137	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000137	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000137	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000137	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000137	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000137	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000138	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000138	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000138	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000138	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000138	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000138	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000138	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000139	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000139	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000139	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000139	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000139	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000139	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000140	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000140	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000140	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000140	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000140	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000140	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000140	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000140	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000140	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000141	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000141	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000141	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000142	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000142	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000143	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000143	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000143	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000143	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000144	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000144	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000144	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000144	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000144	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000145	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000145	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000145	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000145	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000145	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000145	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000145	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000145	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000145	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000146	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000146	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000146	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000147	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000147	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000148	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000148	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000148	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000148	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000149	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000149	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000149	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000149	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000149	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000149	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000149	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000149	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000150	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000150	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000150	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000150	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000150	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000150	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000150	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000150	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000150	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000150	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000151	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000151	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000151	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000151	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000151	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000151	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000151	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000151	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000151	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000151	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000152	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000152	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000152	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000152	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000152	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000152	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000152	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000152	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000153	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000153	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000153	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000153	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000153	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000154	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000154	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000154	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000154	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000154	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000155	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000155	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000155	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000155	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000155	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000155	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000155	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000156	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000156	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000156	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000157	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000157	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000157	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000157	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000157	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000157	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000157	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000157	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000158	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000158	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000158	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000158	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000158	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000158	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000159	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000159	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000159	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000160	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000160	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000160	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000160	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000160	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000160	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000160	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000161	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000161	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000161	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000161	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000162	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000162	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000162	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000162	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000162	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000162	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000162	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000162	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000162	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000163	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000163	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000163	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000163	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000163	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000163	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000163	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000164	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000164	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000164	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000164	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000164	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000164	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000165	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000165	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000165	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000165	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000165	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000165	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000165	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000165	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000165	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000166	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000166	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000166	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000167	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000167	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000168	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000168	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000168	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000168	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000169	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000169	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000169	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000169	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000169	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000169	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000170	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000170	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000170	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000170	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000170	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000170	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000170	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000170	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000170	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000171	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000171	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000171	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000172	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000172	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000173	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000173	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000173	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000173	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000174	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000174	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000174	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000174	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000174	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000174	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000174	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000175	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000175	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000175	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000175	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000175	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000175	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000175	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000175	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000175	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000175	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000176	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000176	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000176	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000176	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000176	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000176	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000176	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000176	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000176	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000176	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000177	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000177	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000177	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000177	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000177	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000177	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000177	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000177	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000178	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000178	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000178	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000178	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000178	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000179	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000179	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000179	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000179	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000179	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000180	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000180	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000180	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000180	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000180	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000180	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000180	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000181	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000181	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000181	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000182	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000182	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000182	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000182	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000182	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000182	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000182	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000182	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000183	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000183	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000183	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000183	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000183	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000183	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000184	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000184	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000184	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000185	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000185	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000185	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000185	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000185	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000185	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000185	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000186	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000186	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000186	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000186	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000187	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000187	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000187	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000187	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000187	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000187	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000187	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000187	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000187	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000188	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000188	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000188	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000188	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000188	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000188	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000188	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000189	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000189	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000189	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000189	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000189	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000189	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000190	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000190	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000190	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000190	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000190	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000190	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000190	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000190	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000190	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000191	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000191	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000191	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000192	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000192	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000193	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000193	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000193	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000193	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000194	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000194	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000194	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000194	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000194	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000195	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000195	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000195	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000195	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000195	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000195	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000195	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000195	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000195	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000196	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000196	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000196	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000197	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000197	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000198	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000198	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000198	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000198	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000199	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000199	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000199	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000199	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000199	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000199	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000199	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000199	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000200	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000200	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000200	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000200	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000200	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000200	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000200	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000200	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000200	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000200	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000201	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000201	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000201	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000201	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000201	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000201	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000201	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000201	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000201	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000201	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000202	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000202	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000202	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000202	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000202	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000202	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000202	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000202	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000203	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000203	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000203	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000203	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000203	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000204	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000204	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000204	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000204	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000204	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000205	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000205	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000205	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000205	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000205	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000205	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000205	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000206	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000206	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000206	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000207	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000207	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000207	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000207	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000207	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000207	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000207	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000207	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000208	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000208	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000208	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000208	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000208	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000208	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000209	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000209	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000209	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000210	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000210	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000210	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000210	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000210	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000210	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000210	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000211	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000211	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000211	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000211	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000212	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000212	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000212	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000212	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000212	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000212	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000212	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000212	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000212	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000213	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000213	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000213	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000213	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000213	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000213	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000213	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000214	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000214	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000214	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000214	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000214	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000214	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000215	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000215	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000215	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000215	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000215	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000215	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000215	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000215	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000215	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000216	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000216	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000216	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000217	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000217	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000218	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000218	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000218	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000218	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000219	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000219	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000219	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000219	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000219	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000219	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000220	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000220	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000220	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000220	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000220	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000220	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000220	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000220	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000220	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000221	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000221	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000221	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000222	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000222	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000223	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000223	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000223	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000223	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000224	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000224	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000224	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000224	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000224	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000224	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000224	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000225	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000225	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000225	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000225	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000225	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000225	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000225	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000225	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000225	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000225	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000226	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000226	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000226	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000226	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000226	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000226	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000226	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000226	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000226	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000226	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000227	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000227	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000227	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000227	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000227	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000227	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000227	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000227	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000228	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000228	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000228	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000228	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000228	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000229	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000229	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000229	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000229	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000229	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000230	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000230	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000230	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000230	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000230	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000230	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000230	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000231	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000231	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000231	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000232	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000232	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000232	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000232	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000232	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000232	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000232	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000232	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000233	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000233	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000233	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000233	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000233	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000233	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000234	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000234	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000234	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000235	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000235	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000235	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000235	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000235	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000235	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000235	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000236	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000236	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000236	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000236	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000237	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000237	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000237	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000237	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000237	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000237	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000237	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000237	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000237	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000238	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000238	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000238	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000238	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000238	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000238	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000238	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000239	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000239	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000239	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000239	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000239	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000239	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000240	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000240	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000240	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000240	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000240	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000240	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000240	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000240	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000240	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000241	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000241	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000241	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000242	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000242	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000243	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000243	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000243	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000243	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000244	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000244	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000244	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000244	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000244	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000245	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000245	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000245	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000245	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000245	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000245	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000245	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000245	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000245	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000246	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000246	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000246	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000247	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000247	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000248	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000248	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000248	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000248	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000249	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000249	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000249	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000249	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000249	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000249	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000249	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000249	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000250	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000250	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000250	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000250	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000250	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000250	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000250	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000250	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000250	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000250	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000251	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000251	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000251	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000251	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000251	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000251	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000251	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000251	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000251	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000251	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000252	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000252	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000252	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000252	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000252	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000252	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000252	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000252	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000253	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000253	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000253	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000253	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000253	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000254	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000254	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000254	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000254	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000254	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000255	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000255	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000255	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000255	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000255	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000255	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000255	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000256	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000256	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000256	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000257	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000257	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000257	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000257	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000257	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000257	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000257	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000257	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000258	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000258	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000258	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000258	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000258	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000258	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000259	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000259	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000259	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000260	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000260	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000260	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000260	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000260	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000260	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000260	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000261	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000261	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000261	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000261	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000262	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000262	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000262	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000262	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000262	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000262	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000262	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000262	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000262	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000263	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000263	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000263	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000263	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000263	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000263	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000263	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000264	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000264	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000264	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000264	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000264	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000264	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000265	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000265	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000265	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000265	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000265	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000265	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000265	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000265	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000265	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000266	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000266	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000266	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000267	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000267	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000268	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000268	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000268	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000268	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000269	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000269	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000269	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000269	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000269	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000269	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000270	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000270	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000270	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000270	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000270	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000270	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000270	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000270	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000270	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000271	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000271	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000271	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000272	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000272	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000273	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000273	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000273	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000273	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000274	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000274	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000274	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000274	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000274	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000274	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000274	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000275	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000275	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000275	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000275	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000275	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000275	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000275	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000275	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000275	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000275	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000276	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000276	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000276	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000276	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000276	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000276	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000276	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000276	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000276	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000276	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000277	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000277	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000277	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000277	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000277	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000277	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000277	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000277	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000278	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000278	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000278	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000278	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000278	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000279	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000279	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000279	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000279	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000279	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000280	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000280	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000280	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000280	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000280	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000280	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000280	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000281	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000281	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000281	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000282	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000282	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000282	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000282	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000282	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000282	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000282	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000282	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000283	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000283	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000283	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000283	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000283	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000283	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000284	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000284	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000284	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000285	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000285	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000285	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000285	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000285	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000285	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000285	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000286	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000286	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000286	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000286	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000287	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000287	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000287	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000287	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000287	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000287	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000287	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000287	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000287	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000288	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000288	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000288	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000288	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000288	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000288	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000288	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000289	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000289	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000289	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000289	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000289	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000289	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000290	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000290	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000290	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000290	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000290	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000290	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000290	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000290	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000290	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000291	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000291	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000291	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000292	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000292	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000293	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000293	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000293	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000293	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000294	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000294	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000294	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000294	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000294	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000295	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000295	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000295	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000295	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000295	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000295	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000295	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000295	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000295	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000296	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000296	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000296	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000297	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000297	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000298	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000298	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000298	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000298	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000299	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000299	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000299	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000299	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000299	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000299	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000299	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000299	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000300	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000300	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000300	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000300	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000300	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000300	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000300	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000300	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000300	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000300	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000301	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000301	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000301	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000301	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000301	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000301	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000301	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000301	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000301	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000301	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000302	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000302	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000302	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000302	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000302	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000302	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000302	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000302	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000303	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000303	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000303	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000303	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000303	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000304	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000304	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000304	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000304	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000304	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000305	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000305	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000305	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000305	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000305	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000305	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000305	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000306	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000306	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000306	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000307	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000307	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000307	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000307	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000307	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000307	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000307	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000307	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000308	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000308	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000308	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000308	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000308	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000308	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000309	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000309	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000309	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000310	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000310	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000310	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000310	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000310	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000310	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000310	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000311	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000311	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000311	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000311	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000312	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000312	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000312	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000312	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000312	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000312	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000312	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000312	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000312	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000313	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000313	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000313	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000313	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000313	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000313	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000313	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000314	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000314	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000314	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000314	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000314	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000314	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000315	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000315	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000315	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000315	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000315	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000315	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000315	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000315	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000315	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000316	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000316	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000316	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000317	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000317	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000318	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000318	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000318	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000318	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000319	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000319	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000319	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000319	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000319	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000319	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000320	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000320	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000320	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000320	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000320	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000320	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000320	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000320	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000320	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000321	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000321	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000321	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000322	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000322	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000323	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000323	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000323	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000323	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000324	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000324	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000324	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000324	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000324	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000324	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000324	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000325	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000325	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000325	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000325	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000325	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000325	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000325	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000325	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000325	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000325	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000326	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000326	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000326	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000326	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000326	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000326	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000326	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000326	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000326	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000326	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000327	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000327	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000327	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000327	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000327	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000327	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000327	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000327	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000328	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000328	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000328	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000328	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000328	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000329	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000329	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000329	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000329	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000329	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000330	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000330	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000330	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000330	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000330	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000330	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000330	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000331	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000331	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000331	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000332	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000332	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000332	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000332	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000332	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000332	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000332	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000332	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000333	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000333	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000333	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000333	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000333	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000333	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000334	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000334	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000334	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000335	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000335	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000335	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000335	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000335	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000335	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000335	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000336	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000336	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000336	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000336	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000337	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000337	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000337	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000337	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000337	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000337	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000337	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000337	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000337	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000338	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000338	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000338	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000338	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000338	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000338	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000338	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000339	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000339	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000339	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000339	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000339	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000339	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000340	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000340	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000340	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000340	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000340	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000340	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000340	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000340	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000340	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000341	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000341	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000341	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000342	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000342	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000343	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000343	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000343	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000343	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000344	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000344	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000344	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000344	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000344	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000345	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000345	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000345	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000345	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000345	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000345	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000345	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000345	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000345	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000346	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000346	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000346	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000347	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000347	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000348	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000348	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000348	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000348	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000349	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000349	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000349	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000349	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000349	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000349	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000349	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000349	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000350	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000350	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000350	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000350	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000350	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000350	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000350	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000350	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000350	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000350	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000351	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000351	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000351	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000351	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000351	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000351	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000351	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000351	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000351	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000351	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000352	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000352	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000352	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000352	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000352	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000352	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000352	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000352	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000353	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000353	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000353	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000353	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000353	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000354	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000354	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000354	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000354	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000354	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000355	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000355	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000355	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000355	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000355	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000355	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000355	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000356	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000356	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000356	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000357	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000357	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000357	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000357	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000357	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000357	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000357	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000357	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000358	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000358	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000358	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000358	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000358	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000358	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000359	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000359	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000359	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000360	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000360	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000360	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000360	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000360	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000360	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000360	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000361	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000361	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000361	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000361	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000362	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000362	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000362	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000362	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000362	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000362	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000362	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000362	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000362	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000363	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000363	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000363	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000363	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000363	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000363	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000363	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000364	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000364	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000364	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000364	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000364	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000364	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000365	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000365	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000365	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000365	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000365	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000365	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000365	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000365	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000365	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000366	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000366	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000366	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000367	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000367	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000368	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000368	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000368	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000368	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000369	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000369	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000369	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000369	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000369	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000369	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000370	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000370	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000370	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000370	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000370	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000370	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000370	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000370	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000370	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000371	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000371	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000371	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000372	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000372	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000373	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000373	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000373	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000373	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000374	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000374	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000374	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000374	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000374	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000374	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000374	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000375	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000375	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000375	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000375	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000375	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000375	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000375	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000375	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000375	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000375	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000376	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000376	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000376	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000376	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000376	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000376	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000376	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000376	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000376	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000376	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000377	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000377	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000377	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000377	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000377	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000377	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000377	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000377	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000378	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000378	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000378	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000378	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000378	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000379	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000379	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000379	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000379	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000379	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000380	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000380	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000380	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000380	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000380	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000380	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000380	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000381	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000381	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000381	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000382	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000382	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000382	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000382	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000382	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000382	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000382	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000382	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000383	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000383	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000383	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000383	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000383	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000383	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000384	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000384	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000384	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000385	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000385	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000385	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000385	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000385	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000385	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000385	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000386	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000386	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000386	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000386	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000387	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000387	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000387	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000387	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000387	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000387	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000387	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000387	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000387	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000388	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000388	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000388	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000388	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000388	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000388	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000388	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000389	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000389	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000389	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000389	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000389	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000389	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000390	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000390	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000390	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000390	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000390	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000390	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000390	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000390	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000390	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000391	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000391	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000391	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000392	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000392	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000393	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000393	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000393	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000393	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000394	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000394	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000394	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000394	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000394	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000395	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000395	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000395	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000395	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000395	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000395	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000395	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000395	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000395	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000396	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000396	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000396	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000397	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000397	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000398	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000398	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000398	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000398	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000399	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000399	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000399	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000399	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000399	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000399	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000399	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000399	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000400	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000400	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000400	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000400	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000400	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000400	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000400	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000400	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000400	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000400	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000401	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000401	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000401	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000401	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000401	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000401	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000401	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000401	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000401	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000401	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000402	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000402	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000402	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000402	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000402	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000402	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000402	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000402	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000403	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000403	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000403	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000403	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000403	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000404	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000404	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000404	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000404	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000404	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000405	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000405	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000405	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000405	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000405	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000405	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000405	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000406	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000406	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000406	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000407	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000407	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000407	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000407	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000407	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000407	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000407	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000407	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000408	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000408	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000408	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000408	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000408	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000408	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000409	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000409	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000409	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000410	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000410	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000410	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000410	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000410	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000410	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000410	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000411	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000411	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000411	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000411	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000412	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000412	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000412	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000412	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000412	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000412	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000412	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000412	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000412	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000413	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000413	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000413	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000413	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000413	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000413	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000413	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000414	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000414	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000414	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000414	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000414	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000414	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000415	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000415	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000415	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000415	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000415	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000415	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000415	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000415	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000415	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000416	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000416	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000416	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000417	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000417	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000418	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000418	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000418	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000418	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000419	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000419	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000419	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000419	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000419	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000419	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000420	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000420	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000420	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000420	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000420	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000420	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000420	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000420	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000420	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000421	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000421	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000421	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000422	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000422	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000423	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000423	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000423	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000423	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000424	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000424	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000424	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000424	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000424	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000424	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000424	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000425	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000425	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000425	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000425	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000425	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000425	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000425	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000425	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000425	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000425	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000426	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000426	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000426	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000426	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000426	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000426	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000426	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000426	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000426	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000426	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000427	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000427	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000427	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000427	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000427	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000427	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000427	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000427	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000428	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000428	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000428	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000428	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000428	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000429	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000429	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000429	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000429	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000429	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000430	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000430	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000430	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000430	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000430	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000430	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000430	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000431	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000431	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000431	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000432	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000432	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000432	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000432	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000432	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000432	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000432	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000432	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000433	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000433	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000433	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000433	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000433	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000433	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000434	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000434	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000434	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000435	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000435	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000435	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000435	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000435	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000435	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000435	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000436	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000436	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000436	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000436	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000437	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000437	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000437	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000437	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000437	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000437	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000437	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000437	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000437	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000438	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000438	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000438	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000438	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000438	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000438	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000438	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000439	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000439	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000439	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000439	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000439	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000439	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000440	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000440	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000440	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000440	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000440	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000440	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000440	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000440	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000440	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000441	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000441	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000441	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000442	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000442	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000443	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000443	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000443	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000443	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000444	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000444	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000444	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000444	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000444	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000445	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000445	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000445	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000445	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000445	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000445	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000445	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000445	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000445	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000446	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000446	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000446	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000447	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000447	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000448	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000448	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000448	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000448	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000449	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000449	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000449	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000449	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000449	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000449	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000449	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000449	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000450	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000450	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000450	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000450	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000450	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000450	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000450	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000450	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000450	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000450	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000451	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000451	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000451	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000451	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000451	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000451	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000451	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000451	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000451	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000451	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000452	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000452	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000452	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000452	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000452	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000452	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000452	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000452	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000453	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000453	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000453	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000453	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000453	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000454	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000454	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000454	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000454	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000454	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000455	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000455	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000455	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000455	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000455	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000455	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000455	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000456	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000456	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000456	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000457	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000457	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000457	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000457	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000457	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000457	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000457	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000457	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000458	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000458	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000458	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000458	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000458	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000458	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000459	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000459	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000459	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000460	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000460	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000460	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000460	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000460	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000460	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000460	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000461	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000461	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000461	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000461	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000462	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000462	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000462	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000462	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000462	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000462	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000462	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000462	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000462	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000463	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000463	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000463	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000463	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000463	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000463	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000463	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000464	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000464	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000464	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000464	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000464	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000464	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000465	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000465	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000465	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000465	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000465	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000465	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000465	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000465	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000465	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000466	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000466	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000466	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000467	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000467	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000468	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000468	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000468	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000468	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000469	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000469	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000469	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000469	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000469	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000469	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000470	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000470	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000470	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000470	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000470	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000470	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000470	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000470	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000470	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000471	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000471	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000471	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000472	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000472	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000473	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000473	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000473	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000473	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000474	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000474	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000474	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000474	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000474	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000474	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000474	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000475	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000475	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000475	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000475	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000475	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000475	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000475	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000475	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000475	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000475	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000476	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000476	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000476	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000476	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000476	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000476	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000476	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000476	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000476	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000476	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000477	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000477	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000477	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000477	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000477	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000477	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000477	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000477	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000478	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000478	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000478	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000478	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000478	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000479	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000479	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000479	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000479	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000479	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000480	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000480	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000480	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000480	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000480	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000480	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000480	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000481	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000481	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000481	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000482	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000482	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000482	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000482	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000482	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000482	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000482	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000482	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000483	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000483	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000483	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000483	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000483	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000483	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000484	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000484	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000484	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000485	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000485	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000485	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000485	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000485	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000485	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000485	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000486	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000486	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000486	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000486	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000487	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000487	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000487	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000487	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000487	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000487	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000487	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000487	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000487	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000488	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000488	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000488	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000488	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000488	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000488	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000488	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000489	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000489	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000489	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000489	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000489	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000489	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000490	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000490	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000490	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000490	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000490	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000490	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000490	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000490	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000490	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000491	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000491	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000491	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000492	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000492	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000493	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000493	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000493	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000493	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000494	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000494	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000494	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000494	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000494	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000495	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000495	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000495	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000495	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000495	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000495	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000495	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000495	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000495	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000496	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000496	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000496	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000497	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000497	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000498	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000498	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000498	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000498	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000499	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000499	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000499	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000499	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000499	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000499	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000499	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000499	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000500	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000500	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000500	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000500	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000500	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000500	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000500	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000500	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000500	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000500	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000501	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000501	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000501	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000501	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000501	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000501	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000501	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000501	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000501	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000501	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000502	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000502	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000502	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000502	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000502	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000502	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000502	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000502	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000503	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000503	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000503	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000503	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000503	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000504	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000504	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000504	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000504	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000504	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000505	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000505	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000505	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000505	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000505	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000505	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000505	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000506	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000506	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000506	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000507	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000507	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000507	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000507	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000507	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000507	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000507	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000507	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000508	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000508	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000508	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000508	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000508	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000508	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000509	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000509	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000509	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000510	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000510	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000510	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000510	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000510	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000510	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000510	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000511	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000511	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000511	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000511	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000512	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000512	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000512	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000512	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000512	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000512	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000512	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000512	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000512	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000513	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000513	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000513	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000513	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000513	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000513	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000513	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000514	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000514	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000514	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000514	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000514	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000514	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000515	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000515	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000515	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000515	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000515	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000515	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000515	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000515	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000515	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000516	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000516	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000516	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000517	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000517	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000518	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000518	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000518	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000518	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000519	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000519	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000519	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000519	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000519	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000519	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000520	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000520	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000520	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000520	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000520	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000520	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000520	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000520	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000520	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000521	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000521	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000521	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000522	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000522	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000523	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000523	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000523	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000523	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000524	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000524	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000524	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000524	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000524	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000524	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000524	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000525	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000525	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000525	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000525	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000525	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000525	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000525	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000525	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000525	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000525	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000526	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000526	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000526	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000526	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000526	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000526	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000526	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000526	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000526	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000526	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000527	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000527	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000527	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000527	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000527	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000527	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000527	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000527	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000528	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000528	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000528	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000528	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000528	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000529	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000529	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000529	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000529	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000529	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000530	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000530	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000530	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000530	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000530	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000530	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000530	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000531	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000531	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000531	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000532	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000532	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000532	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000532	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000532	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000532	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000532	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000532	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000533	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000533	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000533	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000533	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000533	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000533	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000534	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000534	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000534	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000535	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000535	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000535	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000535	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000535	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000535	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000535	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000536	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000536	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000536	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000536	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000537	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000537	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000537	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000537	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000537	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000537	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000537	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000537	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000537	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000538	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000538	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000538	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000538	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000538	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000538	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000538	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000539	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000539	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000539	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000539	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000539	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000539	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000540	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000540	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000540	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000540	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000540	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000540	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000540	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000540	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000540	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000541	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000541	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000541	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000542	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000542	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000543	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000543	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000543	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000543	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000544	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000544	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000544	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000544	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000544	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000545	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000545	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000545	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000545	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000545	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000545	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000545	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000545	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000545	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000546	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000546	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000546	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000547	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000547	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000548	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000548	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000548	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000548	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000549	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000549	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000549	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000549	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000549	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000549	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000549	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000549	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000550	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000550	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000550	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000550	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000550	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000550	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000550	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000550	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000550	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000550	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000551	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000551	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000551	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000551	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000551	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000551	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000551	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000551	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000551	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000551	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000552	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000552	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000552	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000552	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000552	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000552	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000552	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000552	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000553	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000553	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000553	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000553	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000553	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000554	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000554	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000554	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000554	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000554	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000555	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000555	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000555	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000555	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000555	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000555	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000555	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000556	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000556	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000556	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000557	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000557	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000557	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000557	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000557	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000557	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000557	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000557	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000558	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000558	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000558	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000558	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000558	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000558	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000559	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000559	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000559	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000560	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000560	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000560	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000560	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000560	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000560	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000560	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000561	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000561	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000561	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000561	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000562	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000562	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000562	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000562	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000562	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000562	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000562	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000562	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000562	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000563	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000563	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000563	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000563	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000563	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000563	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000563	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000564	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000564	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000564	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000564	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000564	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000564	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000565	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000565	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000565	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000565	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000565	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000565	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000565	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000565	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000565	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000566	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000566	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000566	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000567	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000567	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000568	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000568	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000568	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000568	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000569	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000569	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000569	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000569	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000569	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000569	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000570	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000570	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000570	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000570	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000570	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000570	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000570	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000570	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000570	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000571	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000571	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000571	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000572	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000572	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000573	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000573	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000573	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000573	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000574	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000574	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000574	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000574	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000574	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000574	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000574	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000575	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000575	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000575	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000575	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000575	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000575	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000575	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000575	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000575	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000575	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000576	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000576	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000576	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000576	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000576	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000576	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000576	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000576	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000576	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000576	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000577	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000577	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000577	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000577	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000577	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000577	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000577	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000577	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000578	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000578	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000578	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000578	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000578	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000579	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000579	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000579	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000579	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000579	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000580	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000580	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000580	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000580	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000580	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000580	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000580	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000581	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000581	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000581	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000582	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000582	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000582	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000582	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000582	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000582	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000582	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000582	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000583	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000583	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000583	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000583	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000583	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000583	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000584	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000584	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000584	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000585	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000585	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000585	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000585	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000585	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000585	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000585	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000586	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000586	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000586	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000586	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000587	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000587	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000587	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000587	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000587	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000587	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000587	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000587	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000587	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000588	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000588	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000588	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000588	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000588	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000588	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000588	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000589	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000589	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000589	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000589	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000589	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000589	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000590	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000590	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000590	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000590	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000590	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000590	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000590	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000590	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000590	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000591	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000591	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000591	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000592	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000592	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000593	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000593	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000593	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000593	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000594	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000594	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000594	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000594	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000594	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000595	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000595	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000595	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000595	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000595	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000595	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000595	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000595	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000595	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000596	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000596	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000596	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000597	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000597	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000598	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000598	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000598	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000598	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000599	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000599	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000599	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000599	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000599	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000599	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000599	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000599	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000600	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000600	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000600	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000600	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000600	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000600	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000600	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000600	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000600	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000600	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000601	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000601	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000601	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000601	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000601	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000601	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000601	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000601	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000601	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000601	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000602	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000602	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000602	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000602	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000602	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000602	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000602	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000602	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000603	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000603	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000603	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000603	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000603	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000604	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000604	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000604	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000604	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000604	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000605	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000605	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000605	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000605	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000605	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000605	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000605	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000606	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000606	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000606	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000607	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000607	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000607	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000607	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000607	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000607	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000607	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000607	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000608	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000608	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000608	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000608	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000608	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000608	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000609	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000609	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000609	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000610	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000610	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000610	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000610	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000610	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000610	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000610	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000611	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000611	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000611	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000611	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000612	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000612	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000612	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000612	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000612	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000612	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000612	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000612	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000612	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000613	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000613	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000613	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000613	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000613	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000613	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000613	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000614	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000614	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000614	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000614	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000614	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000614	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000615	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000615	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000615	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000615	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000615	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000615	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000615	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000615	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000615	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000616	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000616	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000616	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000617	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000617	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000618	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000618	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000618	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000618	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000619	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000619	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000619	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000619	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000619	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000619	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000620	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000620	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000620	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000620	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000620	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000620	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000620	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000620	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000620	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000621	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000621	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000621	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000622	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000622	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000623	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000623	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000623	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000623	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000624	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000624	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000624	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000624	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000624	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000624	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000624	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000625	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000625	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000625	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000625	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000625	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000625	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000625	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000625	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000625	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000625	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000626	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000626	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000626	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000626	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000626	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000626	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000626	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000626	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000626	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000626	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000627	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000627	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000627	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000627	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000627	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000627	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000627	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000627	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000628	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000628	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000628	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000628	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000628	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000629	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000629	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000629	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000629	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000629	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000630	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000630	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000630	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000630	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000630	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000630	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000630	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000631	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000631	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000631	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000632	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000632	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000632	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000632	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000632	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000632	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000632	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000632	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000633	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000633	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000633	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000633	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000633	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000633	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000634	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000634	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000634	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000635	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000635	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000635	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000635	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000635	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000635	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000635	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000636	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000636	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000636	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000636	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000637	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000637	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000637	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000637	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000637	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000637	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000637	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000637	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000637	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000638	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000638	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000638	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000638	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000638	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000638	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000638	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000639	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000639	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000639	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000639	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000639	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000639	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000640	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000640	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000640	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000640	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000640	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000640	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000640	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000640	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000640	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000641	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000641	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000641	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000642	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000642	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000643	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000643	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000643	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000643	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000644	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000644	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000644	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000644	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000644	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000645	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000645	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000645	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000645	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000645	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000645	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000645	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000645	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000645	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000646	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000646	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000646	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000647	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000647	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000648	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000648	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000648	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000648	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000649	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000649	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000649	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000649	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000649	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000649	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000649	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000649	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000650	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000650	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000650	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000650	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000650	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000650	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000650	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000650	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000650	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000650	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000651	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000651	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000651	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000651	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000651	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000651	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000651	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000651	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000651	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000651	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000652	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000652	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000652	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000652	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000652	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000652	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000652	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000652	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000653	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000653	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000653	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000653	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000653	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000654	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000654	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000654	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000654	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000654	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000655	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000655	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000655	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000655	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000655	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000655	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000655	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000656	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000656	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000656	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000657	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000657	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000657	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000657	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000657	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000657	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000657	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000657	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000658	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000658	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000658	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000658	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000658	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000658	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000659	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000659	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000659	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000660	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000660	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000660	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000660	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000660	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000660	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000660	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000661	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000661	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000661	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000661	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000662	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000662	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000662	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000662	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000662	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000662	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000662	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000662	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000662	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000663	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000663	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000663	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000663	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000663	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000663	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000663	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000664	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000664	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000664	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000664	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000664	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000664	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000665	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000665	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000665	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000665	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000665	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000665	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000665	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000665	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000665	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000666	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000666	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000666	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000667	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000667	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000668	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000668	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000668	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000668	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000669	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000669	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000669	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000669	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000669	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000669	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000670	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000670	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000670	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000670	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000670	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000670	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000670	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000670	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000670	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000671	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000671	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000671	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000672	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000672	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000673	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000673	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000673	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000673	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000674	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000674	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000674	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000674	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000674	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000674	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000674	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000675	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000675	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000675	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000675	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000675	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000675	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000675	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000675	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000675	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000675	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000676	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000676	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000676	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000676	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000676	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000676	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000676	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000676	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000676	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000676	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000677	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000677	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000677	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000677	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000677	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000677	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000677	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000677	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000678	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000678	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000678	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000678	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000678	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000679	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000679	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000679	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000679	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000679	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000680	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000680	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000680	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000680	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000680	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000680	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000680	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000681	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000681	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000681	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000682	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000682	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000682	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000682	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000682	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000682	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000682	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000682	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000683	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000683	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000683	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000683	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000683	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000683	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000684	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000684	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000684	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000685	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000685	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000685	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000685	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000685	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000685	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000685	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000686	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000686	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000686	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000686	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000687	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000687	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000687	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000687	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000687	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000687	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000687	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000687	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000687	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000688	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000688	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000688	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000688	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000688	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000688	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000688	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000689	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000689	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000689	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000689	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000689	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000689	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000690	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000690	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000690	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000690	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000690	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000690	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000690	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000690	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000690	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000691	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000691	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000691	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000692	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000692	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000693	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000693	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000693	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000693	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000694	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000694	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000694	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000694	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000694	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000695	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000695	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000695	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000695	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000695	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000695	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000695	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000695	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000695	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000696	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000696	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000696	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000697	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000697	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000698	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000698	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000698	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000698	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000699	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000699	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000699	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000699	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000699	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000699	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000699	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000699	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000700	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000700	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000700	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000700	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000700	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000700	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000700	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000700	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000700	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000700	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000701	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000701	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000701	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000701	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000701	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000701	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000701	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000701	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000701	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000701	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000702	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000702	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000702	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000702	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000702	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000702	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000702	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000702	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000703	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000703	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000703	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000703	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000703	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000704	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000704	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000704	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000704	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000704	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000705	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000705	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000705	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000705	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000705	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000705	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000705	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000706	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000706	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000706	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000707	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000707	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000707	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000707	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000707	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000707	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000707	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000707	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000708	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000708	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000708	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000708	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000708	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000708	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000709	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000709	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000709	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000710	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000710	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000710	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000710	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000710	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000710	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000710	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000711	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000711	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000711	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000711	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000712	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000712	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000712	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000712	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000712	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000712	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000712	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000712	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000712	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000713	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000713	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000713	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000713	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000713	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000713	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000713	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000714	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000714	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000714	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000714	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000714	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000714	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000715	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000715	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000715	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000715	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000715	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000715	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000715	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000715	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000715	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000716	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000716	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000716	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000717	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000717	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000718	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000718	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000718	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000718	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000719	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000719	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000719	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000719	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000719	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000719	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000720	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000720	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000720	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000720	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000720	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000720	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000720	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000720	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000720	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000721	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000721	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000721	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000722	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000722	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000723	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000723	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000723	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000723	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000724	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000724	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000724	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000724	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000724	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000724	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000724	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000725	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000725	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000725	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000725	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000725	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000725	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000725	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000725	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000725	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000725	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000726	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000726	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000726	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000726	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000726	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000726	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000726	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000726	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000726	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000726	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000727	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000727	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000727	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000727	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000727	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000727	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000727	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000727	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000728	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000728	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000728	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000728	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000728	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000729	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000729	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000729	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000729	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000729	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000730	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000730	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000730	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000730	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000730	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000730	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000730	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000731	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000731	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000731	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000732	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000732	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000732	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000732	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000732	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000732	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000732	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000732	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000733	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000733	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000733	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000733	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000733	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000733	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000734	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000734	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000734	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000735	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000735	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000735	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000735	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000735	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000735	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000735	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000736	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000736	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000736	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000736	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000737	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000737	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000737	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000737	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000737	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000737	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000737	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000737	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000737	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000738	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000738	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000738	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000738	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000738	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000738	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000738	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000739	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000739	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000739	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000739	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000739	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000739	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000740	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000740	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000740	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000740	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000740	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000740	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000740	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000740	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000740	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000741	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000741	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000741	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000742	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000742	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000743	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000743	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000743	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000743	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000744	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000744	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000744	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000744	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000744	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000745	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000745	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000745	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000745	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000745	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000745	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000745	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000745	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000745	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000746	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000746	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000746	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000747	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000747	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000748	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000748	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000748	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000748	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000749	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000749	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000749	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000749	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000749	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000749	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000749	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000749	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000750	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000750	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000750	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000750	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000750	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000750	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000750	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000750	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000750	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000750	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000751	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000751	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000751	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000751	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000751	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000751	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000751	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000751	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000751	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000751	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000752	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000752	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000752	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000752	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000752	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000752	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000752	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000752	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000753	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000753	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000753	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000753	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000753	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000754	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000754	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000754	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000754	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000754	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000755	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000755	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000755	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000755	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000755	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000755	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000755	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000756	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000756	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000756	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000757	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000757	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000757	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000757	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000757	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000757	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000757	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000757	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000758	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000758	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000758	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000758	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000758	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000758	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000759	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000759	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000759	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000760	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000760	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000760	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000760	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000760	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000760	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000760	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000761	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000761	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000761	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000761	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000762	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000762	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000762	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000762	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000762	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000762	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000762	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000762	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000762	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000763	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000763	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000763	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000763	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000763	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000763	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000763	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000764	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000764	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000764	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000764	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000764	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000764	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000765	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000765	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000765	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000765	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000765	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000765	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000765	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000765	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000765	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000766	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000766	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000766	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000767	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000767	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000768	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000768	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000768	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000768	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000769	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000769	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000769	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000769	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000769	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000769	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000770	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000770	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000770	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000770	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000770	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000770	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000770	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000770	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000770	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000771	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000771	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000771	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000772	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000772	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000773	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000773	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000773	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000773	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000774	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000774	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000774	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000774	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000774	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000774	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000774	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000775	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000775	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000775	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000775	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000775	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000775	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000775	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000775	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000775	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000775	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000776	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000776	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000776	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000776	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000776	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000776	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000776	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000776	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000776	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000776	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000777	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000777	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000777	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000777	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000777	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000777	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000777	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000777	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000778	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000778	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000778	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000778	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000778	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000779	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000779	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000779	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000779	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000779	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000780	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000780	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000780	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000780	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000780	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000780	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000780	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000781	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000781	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000781	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000782	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000782	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000782	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000782	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000782	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000782	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000782	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000782	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000783	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000783	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000783	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000783	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000783	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000783	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000784	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000784	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000784	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000785	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000785	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000785	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000785	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000785	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000785	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000785	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000786	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000786	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000786	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000786	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000787	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000787	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000787	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000787	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000787	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000787	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000787	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000787	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000787	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000788	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000788	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000788	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000788	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000788	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000788	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000788	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000789	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000789	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000789	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000789	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000789	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000789	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000790	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000790	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000790	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000790	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000790	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000790	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000790	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000790	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000790	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000791	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000791	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000791	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000792	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000792	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000793	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000793	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000793	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000793	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000794	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000794	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000794	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000794	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000794	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000795	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000795	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000795	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000795	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000795	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000795	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000795	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000795	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000795	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000796	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000796	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000796	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000797	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000797	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000798	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000798	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000798	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000798	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000799	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000799	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000799	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000799	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000799	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000799	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000799	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000799	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000800	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000800	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000800	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000800	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000800	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000800	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000800	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000800	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000800	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000800	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000801	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000801	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000801	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000801	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000801	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000801	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000801	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000801	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000801	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000801	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000802	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000802	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000802	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000802	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000802	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000802	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000802	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000802	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000803	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000803	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000803	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000803	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000803	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000804	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000804	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000804	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000804	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000804	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000805	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000805	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000805	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000805	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000805	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000805	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000805	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000806	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000806	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000806	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000807	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000807	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000807	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000807	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000807	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000807	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000807	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000807	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000808	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000808	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000808	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000808	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000808	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000808	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000809	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000809	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000809	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000810	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000810	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000810	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000810	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000810	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000810	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000810	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000811	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000811	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000811	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000811	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000812	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000812	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000812	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000812	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000812	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000812	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000812	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000812	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000812	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000813	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000813	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000813	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000813	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000813	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000813	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000813	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000814	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000814	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000814	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000814	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000814	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000814	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000815	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000815	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000815	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000815	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000815	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000815	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000815	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000815	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000815	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000816	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000816	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000816	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000817	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000817	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000818	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000818	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000818	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000818	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000819	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000819	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000819	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000819	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000819	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000819	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000820	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000820	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000820	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000820	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000820	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000820	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000820	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000820	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000820	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000821	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000821	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000821	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000822	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000822	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000823	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000823	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000823	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000823	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000824	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000824	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000824	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000824	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000824	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000824	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000824	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000825	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000825	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000825	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000825	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000825	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000825	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000825	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000825	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000825	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000825	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000826	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000826	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000826	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000826	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000826	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000826	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000826	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000826	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000826	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000826	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000827	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000827	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000827	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000827	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000827	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000827	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000827	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000827	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000828	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000828	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000828	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000828	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000828	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000829	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000829	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000829	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000829	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000829	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000830	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000830	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000830	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000830	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000830	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000830	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000830	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000831	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000831	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000831	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000832	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000832	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000832	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000832	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000832	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000832	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000832	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000832	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000833	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000833	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000833	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000833	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000833	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000833	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000834	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000834	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000834	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000835	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000835	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000835	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000835	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000835	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000835	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000835	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000836	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000836	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000836	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000836	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000837	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000837	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000837	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000837	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000837	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000837	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000837	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000837	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000837	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000838	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000838	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000838	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000838	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000838	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000838	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000838	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000839	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000839	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000839	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000839	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000839	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000839	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000840	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000840	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000840	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000840	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000840	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000840	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000840	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000840	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000840	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000841	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000841	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000841	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000842	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000842	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000843	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000843	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000843	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000843	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000844	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000844	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000844	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000844	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000844	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000845	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000845	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000845	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000845	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000845	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000845	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000845	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000845	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000845	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000846	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000846	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000846	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000847	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000847	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000848	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000848	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000848	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000848	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000849	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000849	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000849	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000849	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000849	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000849	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000849	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000849	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000850	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000850	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000850	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000850	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000850	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000850	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000850	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000850	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000850	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000850	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000851	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000851	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000851	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000851	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000851	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000851	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000851	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000851	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000851	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000851	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000852	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000852	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000852	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000852	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000852	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000852	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000852	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000852	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000853	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000853	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000853	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000853	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000853	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000854	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000854	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000854	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000854	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000854	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000855	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000855	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000855	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000855	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000855	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000855	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000855	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000856	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000856	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000856	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000857	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000857	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000857	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000857	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000857	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000857	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000857	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000857	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000858	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000858	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000858	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000858	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000858	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000858	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000859	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000859	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000859	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000860	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000860	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000860	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000860	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000860	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000860	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000860	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000861	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000861	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000861	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000861	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000862	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000862	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000862	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000862	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000862	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000862	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000862	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000862	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000862	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000863	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000863	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000863	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000863	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000863	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000863	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000863	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000864	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000864	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000864	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000864	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000864	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000864	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000865	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000865	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000865	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000865	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000865	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000865	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000865	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000865	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000865	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000866	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000866	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000866	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000867	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000867	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000868	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000868	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000868	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000868	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000869	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000869	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000869	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000869	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000869	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000869	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000870	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000870	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000870	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000870	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000870	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000870	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000870	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000870	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000870	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000871	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2020-12-04
500000871	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2020-12-04
500000871	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2020-12-04
500000872	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000872	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000873	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000873	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000873	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000873	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000874	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000874	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000874	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000874	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000874	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000874	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000874	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000875	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000875	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000875	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000875	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000875	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000875	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000875	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000875	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000875	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000875	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000876	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000876	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000876	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000876	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000876	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000876	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000876	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000876	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000876	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000876	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000877	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000877	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000877	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000877	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000877	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000877	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000877	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000877	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000878	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000878	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000878	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000878	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000878	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000879	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000879	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000879	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000879	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000879	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000880	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000880	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000880	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000880	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000880	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000880	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000880	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000881	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000881	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000881	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000882	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000882	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000882	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000882	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000882	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000882	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000882	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000882	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000883	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000883	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000883	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000883	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000883	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000883	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000884	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000884	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000884	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000885	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000885	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000885	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000885	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000885	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000885	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000885	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000886	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000886	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000886	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000886	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000887	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000887	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000887	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000887	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000887	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000887	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000887	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000887	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000887	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000888	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000888	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000888	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000888	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000888	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000888	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000888	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000889	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000889	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000889	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000889	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000889	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000889	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000890	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000890	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000890	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000890	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000890	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000890	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000890	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000890	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000890	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000891	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000891	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000891	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000892	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000892	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000893	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000893	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000893	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000893	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000894	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000894	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000894	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000894	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000894	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000895	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000895	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000895	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000895	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000895	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000895	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000895	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000895	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000895	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000896	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000896	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000896	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000897	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000897	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000898	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000898	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000898	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000898	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000899	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000899	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000899	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000899	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000899	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000899	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000899	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000899	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000900	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000900	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000900	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000900	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000900	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000900	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000900	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000900	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000900	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000900	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000901	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000901	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000901	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000901	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000901	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000901	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000901	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000901	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000901	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000901	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000902	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000902	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000902	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000902	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000902	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000902	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000902	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000902	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000903	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000903	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000903	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000903	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000903	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000904	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000904	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000904	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000904	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000904	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000905	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000905	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000905	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000905	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000905	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000905	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000905	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000906	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000906	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000906	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000907	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000907	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000907	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000907	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000907	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000907	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000907	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000907	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000908	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000908	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000908	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000908	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000908	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000908	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000909	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000909	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000909	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000910	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000910	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000910	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000910	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000910	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000910	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000910	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000911	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000911	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000911	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000911	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000912	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000912	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000912	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000912	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000912	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000912	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000912	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000912	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000912	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000913	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000913	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000913	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000913	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000913	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000913	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000913	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000914	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000914	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000914	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000914	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000914	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000914	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000915	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000915	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000915	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000915	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000915	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000915	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000915	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000915	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000915	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000916	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000916	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000916	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000917	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000917	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000918	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000918	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000918	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000918	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000919	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000919	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000919	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000919	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000919	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000919	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000920	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000920	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000920	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000920	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000920	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000920	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000920	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000920	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000920	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000921	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000921	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000921	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000922	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000922	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000923	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000923	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000923	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000923	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000924	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000924	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000924	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000924	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000924	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000924	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000924	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000925	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000925	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000925	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000925	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000925	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000925	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000925	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000925	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000925	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000925	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000926	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000926	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000926	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000926	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000926	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000926	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000926	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000926	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000926	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000926	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000927	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000927	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000927	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000927	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000927	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000927	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000927	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000927	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000928	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000928	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000928	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000928	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000928	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000929	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000929	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000929	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000929	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000929	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000930	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000930	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000930	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000930	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000930	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000930	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000930	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000931	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000931	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000931	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000932	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000932	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000932	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000932	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000932	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000932	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000932	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000932	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000933	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000933	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000933	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000933	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000933	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000933	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000934	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000934	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000934	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000935	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000935	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000935	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000935	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2015-12-04
500000935	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000935	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000935	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000936	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000936	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000936	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000936	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000937	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000937	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000937	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000937	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000937	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000937	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000937	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000937	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000937	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2015-12-04
500000938	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2015-12-04
500000938	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2015-12-04
500000938	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2015-12-04
500000938	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000938	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000938	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000938	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000939	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000939	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000939	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000939	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2015-12-04
500000939	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2015-12-04
500000939	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2015-12-04
500000940	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000940	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000940	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2015-12-04
500000940	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000940	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000940	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000940	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000940	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000940	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000941	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2015-12-04
500000941	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2015-12-04
500000941	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2015-12-04
500000942	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000942	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000943	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000943	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000943	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000943	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000944	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000944	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000944	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000944	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2015-12-04
500000944	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000945	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000945	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2015-12-04
500000945	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000945	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000945	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000945	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000945	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000945	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000945	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000946	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2015-12-04
500000946	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000946	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000947	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000947	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000948	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000948	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000948	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000948	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000949	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000949	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000949	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000949	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000949	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000949	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000949	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000949	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000950	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000950	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000950	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000950	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000950	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000950	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000950	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000950	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000950	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000950	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000951	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000951	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000951	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000951	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000951	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000951	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000951	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000951	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000951	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000951	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000952	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000952	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000952	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000952	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000952	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000952	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000952	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000952	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000953	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000953	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000953	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000953	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000953	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000954	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000954	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000954	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000954	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000954	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000955	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000955	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000955	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000955	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000955	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000955	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000955	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000956	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000956	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000956	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000957	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000957	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000957	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2015-12-04
500000957	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000957	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000957	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2015-12-04
500000957	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2015-12-04
500000957	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2015-12-04
500000958	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2015-12-04
500000958	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2015-12-04
500000958	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000958	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2015-12-04
500000958	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2015-12-04
500000958	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2015-12-04
500000959	10	HT-1040	\N	EUR	1975.4	1660	315.4	I	\N	2	EA	2015-12-04
500000959	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000959	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000960	10	HT-1070	\N	ARS	168.74	141.8	26.94	I	\N	2	EA	2015-12-04
500000960	20	HT-1071	\N	ZAR	194.45	163.4	31.05	I	\N	2	EA	2015-12-04
500000960	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000960	40	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000960	50	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000960	60	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000960	70	HT-1069	\N	JPY	2856	2400	456	I	\N	3	EA	2015-12-04
500000961	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2015-12-04
500000961	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000961	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2015-12-04
500000961	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2015-12-04
500000962	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2015-12-04
500000962	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000962	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000962	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2015-12-04
500000962	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2015-12-04
500000962	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000962	70	HT-1011	\N	JPY	2735.81	2299	436.81	I	\N	1	EA	2015-12-04
500000962	80	HT-1020	\N	EUR	307.02	258	49.02	I	\N	2	EA	2015-12-04
500000962	90	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000963	10	HT-1022	\N	ARS	243.95	205	38.95	I	\N	1	EA	2015-12-04
500000963	20	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000963	30	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000963	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2015-12-04
500000963	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000963	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000963	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000964	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2015-12-04
500000964	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2015-12-04
500000964	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2015-12-04
500000964	40	HT-1050	\N	RUB	165.41	139	26.41	I	\N	1	EA	2015-12-04
500000964	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000964	60	HT-1052	\N	EUR	606.9	510	96.9	I	\N	3	EA	2015-12-04
500000965	10	HT-1055	\N	EUR	353.43	297	56.43	I	\N	3	EA	2015-12-04
500000965	20	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000965	30	HT-1060	\N	EUR	10.71	9	1.71	I	\N	1	EA	2015-12-04
500000965	40	HT-1061	\N	EUR	24.99	21	3.99	I	\N	3	EA	2015-12-04
500000965	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2015-12-04
500000965	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2015-12-04
500000965	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2015-12-04
500000965	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2015-12-04
500000965	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2015-12-04
500000966	10	HT-1067	\N	EUR	8.33	7	1.33	I	\N	2	EA	2015-12-04
500000966	20	HT-1068	\N	USD	4.17	3.5	0.67	I	\N	1	EA	2015-12-04
500000966	30	HT-1069	\N	JPY	1904	1600	304	I	\N	2	EA	2015-12-04
500000967	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2015-12-04
500000967	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000968	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2015-12-04
500000968	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2015-12-04
500000968	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000968	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2015-12-04
500000969	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2015-12-04
500000969	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2015-12-04
500000969	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2015-12-04
500000969	40	HT-1073	\N	EUR	28.56	24	4.56	I	\N	1	EA	2015-12-04
500000969	50	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000969	60	HT-1081	\N	PLN	105.91	89	16.91	I	\N	1	EA	2015-12-04
500000970	10	HT-1082	\N	ARS	402.22	338	64.22	I	\N	2	EA	2015-12-04
500000970	20	HT-1083	\N	CNY	1237.6	1040	197.6	I	\N	2	EA	2015-12-04
500000970	30	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2015-12-04
500000970	40	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000970	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2015-12-04
500000970	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2015-12-04
500000970	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2015-12-04
500000970	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2015-12-04
500000970	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000971	10	HT-1113	\N	EUR	5.47	4.6	0.87	I	\N	2	EA	2015-12-04
500000971	20	HT-1114	\N	USD	82.11	69	13.11	I	\N	1	EA	2015-12-04
500000971	30	HT-1115	\N	CAD	99.96	84	15.96	I	\N	2	EA	2015-12-04
500000972	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2015-12-04
500000972	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2015-12-04
500000973	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000973	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000973	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000973	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000974	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000974	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000974	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000974	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000974	50	HT-1137	\N	RUB	2927.4	2460	467.4	I	\N	2	EA	2015-12-04
500000974	60	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2015-12-04
500000974	70	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2015-12-04
500000975	10	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000975	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000975	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2015-12-04
500000975	40	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500000975	50	HT-1007	\N	USD	1781.43	1497	284.43	I	\N	3	EA	2015-12-04
500000975	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2015-12-04
500000975	70	HT-1011	\N	JPY	5471.62	4598	873.62	I	\N	2	EA	2015-12-04
500000975	80	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000975	90	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2015-12-04
500000975	100	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2015-12-04
500000976	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2015-12-04
500000976	20	HT-1031	\N	GBP	339.15	285	54.15	I	\N	1	EA	2015-12-04
500000976	30	HT-1032	\N	EUR	821.1	690	131.1	I	\N	2	EA	2015-12-04
500000976	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2015-12-04
500000976	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2015-12-04
500000976	60	HT-1037	\N	MXN	3403.4	2860	543.4	I	\N	2	EA	2015-12-04
500000976	70	HT-1020	\N	EUR	460.53	387	73.53	I	\N	3	EA	2015-12-04
500000976	80	HT-1021	\N	MXN	531.93	447	84.93	I	\N	3	EA	2015-12-04
500000976	90	HT-1022	\N	ARS	487.9	410	77.9	I	\N	2	EA	2015-12-04
500000976	100	HT-1023	\N	USD	853.23	717	136.23	I	\N	3	EA	2015-12-04
500000977	10	HT-1040	\N	EUR	2963.1	2490	473.1	I	\N	3	EA	2015-12-04
500000977	20	HT-1041	\N	ARS	583.1	490	93.1	I	\N	1	EA	2015-12-04
500000977	30	HT-1042	\N	EUR	830.62	698	132.62	I	\N	2	EA	2015-12-04
500000977	40	HT-1050	\N	RUB	330.82	278	52.82	I	\N	2	EA	2015-12-04
500000977	50	HT-1051	\N	USD	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000977	60	HT-1052	\N	EUR	404.6	340	64.6	I	\N	2	EA	2015-12-04
500000977	70	HT-1055	\N	EUR	117.81	99	18.81	I	\N	1	EA	2015-12-04
500000977	80	HT-1056	\N	JPY	283.22	238	45.22	I	\N	2	EA	2015-12-04
500000978	10	HT-1073	\N	EUR	85.68	72	13.68	I	\N	3	EA	2015-12-04
500000978	20	HT-1080	\N	INR	182.07	153	29.07	I	\N	3	EA	2015-12-04
500000978	30	HT-1081	\N	PLN	317.73	267	50.73	I	\N	3	EA	2015-12-04
500000978	40	HT-1082	\N	ARS	201.11	169	32.11	I	\N	1	EA	2015-12-04
500000978	50	HT-1083	\N	CNY	618.8	520	98.8	I	\N	1	EA	2015-12-04
500000979	10	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2015-12-04
500000979	20	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2015-12-04
500000979	30	HT-1102	\N	USD	164.22	138	26.22	I	\N	2	EA	2015-12-04
500000979	40	HT-1103	\N	EUR	91.63	77	14.63	I	\N	1	EA	2015-12-04
500000979	50	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000980	10	HT-1500	\N	EUR	5950	5000	950	I	\N	1	EA	2015-12-04
500000980	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2015-12-04
500000980	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2015-12-04
500000980	40	HT-1110	\N	USD	31.77	26.7	5.07	I	\N	3	EA	2015-12-04
500000980	50	HT-1111	\N	EUR	16.42	13.8	2.62	I	\N	2	EA	2015-12-04
500000980	60	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2015-12-04
500000980	70	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2015-12-04
500000981	10	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000981	20	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000981	30	HT-1107	\N	ARS	106.74	89.7	17.04	I	\N	3	EA	2015-12-04
500000982	10	HT-1030	\N	EUR	547.4	460	87.4	I	\N	2	EA	2018-12-04
500000982	20	HT-1031	\N	GBP	1017.45	855	162.45	I	\N	3	EA	2018-12-04
500000982	30	HT-1032	\N	EUR	410.55	345	65.55	I	\N	1	EA	2018-12-04
500000982	40	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2018-12-04
500000982	50	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2018-12-04
500000982	60	HT-1037	\N	MXN	1701.7	1430	271.7	I	\N	1	EA	2018-12-04
500000982	70	HT-1000	\N	EUR	3412.92	2868	544.92	I	\N	3	EA	2018-12-04
500000982	80	HT-1001	\N	EUR	1486.31	1249	237.31	I	\N	1	EA	2018-12-04
500000983	10	HT-1060	\N	EUR	21.42	18	3.42	I	\N	2	EA	2018-12-04
500000983	20	HT-1061	\N	EUR	16.66	14	2.66	I	\N	2	EA	2018-12-04
500000983	30	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2018-12-04
500000983	40	HT-1063	\N	BRL	49.98	42	7.98	I	\N	3	EA	2018-12-04
500000983	50	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2018-12-04
500000983	60	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2018-12-04
500000984	10	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2018-12-04
500000984	20	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2018-12-04
500000984	30	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2018-12-04
500000985	10	HT-1085	\N	DKK	3567.62	2998	569.62	I	\N	2	EA	2018-12-04
500000985	20	HT-1090	\N	EUR	92.82	78	14.82	I	\N	2	EA	2018-12-04
500000985	30	HT-1091	\N	EUR	92.82	78	14.82	I	\N	3	EA	2018-12-04
500000985	40	HT-1092	\N	EUR	107.1	90	17.1	I	\N	2	EA	2018-12-04
500000985	50	HT-1100	\N	USD	213.96	179.8	34.16	I	\N	2	EA	2018-12-04
500000985	60	HT-1101	\N	EUR	95.08	79.9	15.18	I	\N	1	EA	2018-12-04
500000985	70	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2018-12-04
500000986	10	HT-1104	\N	JPY	65.45	55	10.45	I	\N	1	EA	2019-12-04
500000986	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2019-12-04
500000986	30	HT-1106	\N	MXN	121.38	102	19.38	I	\N	3	EA	2019-12-04
500000986	40	HT-1107	\N	ARS	35.58	29.9	5.68	I	\N	1	EA	2019-12-04
500000987	10	HT-1000	\N	EUR	2275.28	1912	363.28	I	\N	2	EA	2019-12-04
500000987	20	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2019-12-04
500000987	30	HT-1002	\N	USD	3736.6	3140	596.6	I	\N	2	EA	2019-12-04
500000987	40	HT-1003	\N	EUR	5890.5	4950	940.5	I	\N	3	EA	2019-12-04
500000987	50	HT-1007	\N	USD	1187.62	998	189.62	I	\N	2	EA	2019-12-04
500000987	60	HT-1010	\N	EUR	4757.62	3998	759.62	I	\N	2	EA	2019-12-04
500000987	70	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2019-12-04
500000987	80	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2019-12-04
500000987	90	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2019-12-04
500000988	10	HT-1070	\N	ARS	84.37	70.9	13.47	I	\N	1	EA	2019-12-04
500000988	20	HT-1071	\N	ZAR	291.67	245.1	46.57	I	\N	3	EA	2019-12-04
500000988	30	HT-1072	\N	USD	240.86	202.4	38.46	I	\N	2	EA	2019-12-04
500000988	40	HT-1031	\N	GBP	678.3	570	108.3	I	\N	2	EA	2019-12-04
500000988	50	HT-1032	\N	EUR	1231.65	1035	196.65	I	\N	3	EA	2019-12-04
500000988	60	HT-1035	\N	USD	949.62	798	151.62	I	\N	2	EA	2019-12-04
500000988	70	HT-1036	\N	CAD	1023.4	860	163.4	I	\N	2	EA	2019-12-04
500000989	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2019-12-04
500000989	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2019-12-04
500000989	30	HT-1042	\N	EUR	415.31	349	66.31	I	\N	1	EA	2019-12-04
500000989	40	HT-1110	\N	USD	10.59	8.9	1.69	I	\N	1	EA	2019-12-04
500000989	50	HT-1111	\N	EUR	8.21	6.9	1.31	I	\N	1	EA	2019-12-04
500000989	60	HT-1112	\N	GBP	139.23	117	22.23	I	\N	3	EA	2019-12-04
500000990	10	HT-1113	\N	EUR	8.21	6.9	1.31	I	\N	3	EA	2020-12-04
500000990	20	HT-1114	\N	USD	164.22	138	26.22	I	\N	2	EA	2020-12-04
500000990	30	HT-1115	\N	CAD	49.98	42	7.98	I	\N	1	EA	2020-12-04
500000990	40	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2020-12-04
500000990	50	HT-1062	\N	ARS	26.18	22	4.18	I	\N	2	EA	2020-12-04
500000990	60	HT-1063	\N	BRL	16.66	14	2.66	I	\N	1	EA	2020-12-04
500000990	70	HT-1064	\N	CAD	38.08	32	6.08	I	\N	2	EA	2020-12-04
500000990	80	HT-1065	\N	CHF	92.82	78	14.82	I	\N	3	EA	2020-12-04
500000990	90	HT-1066	\N	USD	5.95	5	0.95	I	\N	2	EA	2020-12-04
500000991	10	HT-1117	\N	EUR	90.44	76	14.44	I	\N	2	EA	2020-12-04
500000991	20	HT-1118	\N	ARS	94.01	79	15.01	I	\N	1	EA	2020-12-04
500000991	30	HT-1120	\N	EUR	618.8	520	98.8	I	\N	2	EA	2020-12-04
500000992	10	HT-1100	\N	USD	106.98	89.9	17.08	I	\N	1	EA	2020-12-04
500000992	20	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2020-12-04
500000993	10	HT-1100	\N	USD	320.94	269.7	51.24	I	\N	3	EA	2020-12-04
500000993	20	HT-1101	\N	EUR	285.24	239.7	45.54	I	\N	3	EA	2020-12-04
500000993	30	HT-1102	\N	USD	82.11	69	13.11	I	\N	1	EA	2020-12-04
500000993	40	HT-1103	\N	EUR	183.26	154	29.26	I	\N	2	EA	2020-12-04
500000994	10	HT-1070	\N	ARS	253.11	212.7	40.41	I	\N	3	EA	2020-12-04
500000994	20	HT-1071	\N	ZAR	97.22	81.7	15.52	I	\N	1	EA	2020-12-04
500000994	30	HT-1072	\N	USD	361.28	303.6	57.68	I	\N	3	EA	2020-12-04
500000994	40	HT-1137	\N	RUB	4391.1	3690	701.1	I	\N	3	EA	2020-12-04
500000994	50	HT-1138	\N	USD	1441.09	1211	230.09	I	\N	1	EA	2020-12-04
500000995	10	HT-1210	\N	EUR	5709.62	4798	911.62	I	\N	2	EA	2018-12-04
500000995	20	HT-1500	\N	EUR	11900	10000	1900	I	\N	2	EA	2018-12-04
500000995	30	HT-1501	\N	JPY	3570	3000	570	I	\N	2	EA	2018-12-04
500000995	40	HT-1502	\N	EUR	5950	5000	950	I	\N	2	EA	2018-12-04
500000995	50	HT-1091	\N	EUR	30.94	26	4.94	I	\N	1	EA	2018-12-04
500000995	60	HT-1092	\N	EUR	53.55	45	8.55	I	\N	1	EA	2018-12-04
500000995	70	HT-1110	\N	USD	21.18	17.8	3.38	I	\N	2	EA	2018-12-04
500000995	80	HT-1111	\N	EUR	24.63	20.7	3.93	I	\N	3	EA	2018-12-04
500000995	90	HT-1112	\N	GBP	92.82	78	14.82	I	\N	2	EA	2018-12-04
500000996	10	HT-1063	\N	BRL	33.32	28	5.32	I	\N	2	EA	2019-12-04
500000996	20	HT-1064	\N	CAD	19.04	16	3.04	I	\N	1	EA	2019-12-04
500000996	30	HT-1065	\N	CHF	61.88	52	9.88	I	\N	2	EA	2019-12-04
500000997	10	HT-1102	\N	USD	246.33	207	39.33	I	\N	3	EA	2020-12-04
500000997	20	HT-1103	\N	EUR	274.89	231	43.89	I	\N	3	EA	2020-12-04
500000998	10	HT-1104	\N	JPY	196.35	165	31.35	I	\N	3	EA	2015-12-04
500000998	20	HT-1105	\N	EUR	103.53	87	16.53	I	\N	3	EA	2015-12-04
500000998	30	HT-1106	\N	MXN	40.46	34	6.46	I	\N	1	EA	2015-12-04
500000998	40	HT-1107	\N	ARS	71.16	59.8	11.36	I	\N	2	EA	2015-12-04
500000999	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2015-12-04
500000999	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2015-12-04
500000999	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2015-12-04
500000999	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2015-12-04
500000999	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2015-12-04
500000999	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2015-12-04
500000999	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2015-12-04
500000999	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2015-12-04
500001000	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2014-12-04
500001000	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2014-12-04
500001000	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2014-12-04
500001000	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2014-12-04
500001000	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2014-12-04
500001000	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001000	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001000	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2014-12-04
500001001	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2014-12-04
500001001	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2014-12-04
500001001	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2014-12-04
500001001	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2014-12-04
500001001	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2014-12-04
500001001	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001001	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001001	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2014-12-04
500001002	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2014-12-04
500001002	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2014-12-04
500001002	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2014-12-04
500001002	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2014-12-04
500001002	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2014-12-04
500001002	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001002	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001002	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2014-12-04
500001003	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2014-12-04
500001003	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2014-12-04
500001003	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2014-12-04
500001003	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2014-12-04
500001003	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2014-12-04
500001003	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001003	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001003	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2014-12-04
500001004	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2014-12-04
500001004	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2014-12-04
500001004	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2014-12-04
500001004	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2014-12-04
500001004	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2014-12-04
500001004	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001004	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001004	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2014-12-04
500001005	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2014-12-04
500001005	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2014-12-04
500001005	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2014-12-04
500001005	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2014-12-04
500001005	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2014-12-04
500001005	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001005	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001005	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2014-12-04
500001006	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2014-12-04
500001006	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2014-12-04
500001006	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2014-12-04
500001006	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2014-12-04
500001006	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2014-12-04
500001006	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001006	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001006	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2014-12-04
500001007	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2014-12-04
500001007	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2014-12-04
500001007	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2014-12-04
500001007	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2014-12-04
500001007	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2014-12-04
500001007	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001007	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001007	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2014-12-04
500001008	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2014-12-04
500001008	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2014-12-04
500001008	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2014-12-04
500001008	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2014-12-04
500001008	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2014-12-04
500001008	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001008	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001008	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2014-12-04
500001009	10	HT-1116	\N	MXN	128.52	108	20.52	I	\N	3	EA	2014-12-04
500001009	20	HT-1117	\N	EUR	135.66	114	21.66	I	\N	3	EA	2014-12-04
500001009	30	HT-1118	\N	ARS	282.03	237	45.03	I	\N	3	EA	2014-12-04
500001009	40	HT-1120	\N	EUR	928.2	780	148.2	I	\N	3	EA	2014-12-04
500001009	50	HT-1000	\N	EUR	1137.64	956	181.64	I	\N	1	EA	2014-12-04
500001009	60	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001009	70	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001009	80	HT-1003	\N	EUR	3927	3300	627	I	\N	2	EA	2014-12-04
500001010	10	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001010	20	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001010	30	HT-1003	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001011	10	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001011	20	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001011	30	HT-1003	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001012	10	HT-1001	\N	EUR	2972.62	2498	474.62	I	\N	2	EA	2014-12-04
500001012	20	HT-1002	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001012	30	HT-1003	\N	USD	1868.3	1570	298.3	I	\N	1	EA	2014-12-04
500001013	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001013	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001013	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001014	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001014	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001014	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001015	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001015	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001015	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001016	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001016	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001016	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001017	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001017	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001017	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001018	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001018	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001018	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001019	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001019	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001019	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001019	40	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001019	50	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001019	60	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001020	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001020	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001020	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001020	40	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001020	50	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001020	60	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001021	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001021	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001021	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001021	40	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001021	50	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001021	60	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001022	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001022	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001022	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001022	40	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001022	50	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001022	60	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001023	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001023	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001023	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001023	40	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001023	50	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001023	60	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001024	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001024	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001024	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001024	40	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2014-12-04
500001024	50	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2014-12-04
500001024	60	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2014-12-04
500001025	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2016-11-09
500001025	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2016-11-09
500001025	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2016-11-09
500001025	40	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2016-11-09
500001025	50	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2016-11-09
500001025	60	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2016-11-09
500001026	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2017-01-04
500001026	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2017-01-04
500001026	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2017-01-04
500001026	40	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2017-01-04
500001026	50	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2017-01-04
500001026	60	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2017-01-04
500001027	10	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2016-12-04
500001027	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2016-12-04
500001027	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2016-12-04
500001027	40	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2016-12-04
500001027	50	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2016-12-04
500001027	60	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2016-12-04
500001028	20	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2017-01-02
500001028	30	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2017-01-02
500001028	40	HT-1040	\N	EUR	987.7	830	157.7	I	\N	1	EA	2017-01-02
500001028	50	HT-1041	\N	ARS	1166.2	980	186.2	I	\N	2	EA	2017-01-02
500001028	60	HT-1042	\N	EUR	1245.93	1047	198.93	I	\N	3	EA	2017-01-02
\.

COPY constants (domain, fixed_value, language, description) FROM stdin;
D_AD_TYPE	01	D	Privat
D_AD_TYPE	02	D	Business
D_AD_TYPE	01	E	Private
D_AD_TYPE	02	E	Business
D_BP_ROLE	01	D	Kunde
D_BP_ROLE	02	D	Lieferant
D_BP_ROLE	01	E	Customer
D_BP_ROLE	02	E	Supplier
D_PO_AP	I	D	Initial
D_PO_AP	A	D	Genehmigt
D_PO_AP	R	D	Abgelehnt
D_PO_AP	I	E	Initial
D_PO_AP	A	E	Approved
D_PO_AP	R	E	Rejected
D_PO_CF	I	D	Initial
D_PO_CF	C	D	Bestätigt
D_PO_CF	S	D	Versendet
D_PO_CF	X	D	Abgebrochen
D_PO_CF	I	E	Initial
D_PO_CF	C	E	Confirmed
D_PO_CF	S	E	Sent
D_PO_CF	X	E	Cancelled
D_PO_IN	I	D	Initial
D_PO_IN	I	E	Initial
D_PO_LC	N	D	Neu
D_PO_LC	P	D	In Bearbeitung
D_PO_LC	C	D	Abgeschlossen
D_PO_LC	R	D	Abgelehnt
D_PO_LC	X	D	Abgebrochen
D_PO_LC	N	E	New
D_PO_LC	P	E	In Progress
D_PO_LC	C	E	Closed
D_PO_LC	R	E	Rejected
D_PO_LC	X	E	Cancelled
D_PO_OR	I	D	Initial
D_PO_OR	D	D	Geliefert
D_PO_OR	I	E	Initial
D_PO_OR	D	E	Delivered
D_PR_TAX	1	D	Gesetzliche Umsatzsteuer
D_PR_TAX	2	D	Ermäßigte Umsatzsteuer
D_PR_TAX	3	D	Keine Umsatzsteuer
D_PR_TAX	1	E	Regular VAT
D_PR_TAX	2	E	Reduced VAT
D_PR_TAX	3	E	No VAT
D_PR_TYPE	PR	D	Produkt
D_PR_TYPE	AD	D	Werbung
D_PR_TYPE	PR	E	Product
D_PR_TYPE	AD	E	Advertisement
D_SO_CF	I	D	Initial
D_SO_CF	P	D	Bezahlt
D_SO_CF	I	E	Initial
D_SO_CF	P	E	Paid
D_SO_I_ATP	I	D	Initial
D_SO_I_ATP	A	D	Verfügbar
D_SO_I_ATP	N	D	Nicht verfügbar
D_SO_I_ATP	I	E	Initial
D_SO_I_ATP	A	E	Available
D_SO_I_ATP	N	E	Not Available
D_SO_LC	N	D	Neu
D_SO_LC	P	D	In Bearbeitung
D_SO_LC	C	D	Geschlossen
D_SO_LC	X	D	Abgebrochen
D_SO_LC	N	E	New
D_SO_LC	P	E	In Progress
D_SO_LC	C	E	Closed
D_SO_LC	X	E	Cancelled
D_SO_OR	I	D	Initial
D_SO_OR	D	D	Geliefert
D_SO_OR	I	E	Initial
D_SO_OR	D	E	Delivered
\.

-- the views BuyerView and ProductTexts of MDViews.hdbcds
CREATE VIEW buyers AS
SELECT bp.partner_id AS id,
       bp.email_address,
       bp.company_name,
       a.city,
       a.postal_code,
       a.street,
       a.building,
       a.country,
       a.region,
       e.login_name AS created_by
FROM business_partners AS bp
LEFT JOIN addresses AS a ON a.address_id = bp.address_id
LEFT JOIN employees AS e ON e.employee_id = bp.created_by
WHERE bp.partner_role = '1';

CREATE VIEW product_texts AS
SELECT p.product_id,
       p.category,
       t.text
FROM products AS p
JOIN texts AS t ON p.name_id = t.text_id;

COMMENT ON TABLE addresses IS 'Addresses entity';
COMMENT ON COLUMN addresses.address_id IS 'Address ID';
COMMENT ON COLUMN addresses.city IS 'City';
COMMENT ON COLUMN addresses.postal_code IS 'Postal Code';
COMMENT ON COLUMN addresses.street IS 'Street';
COMMENT ON COLUMN addresses.building IS 'Building';
COMMENT ON COLUMN addresses.country IS 'Country';
COMMENT ON COLUMN addresses.region IS 'Region';
COMMENT ON COLUMN addresses.address_type IS 'Address Type';
COMMENT ON COLUMN addresses.latitude IS 'Latitude';
COMMENT ON COLUMN addresses.longitude IS 'Longitude';
COMMENT ON TABLE business_partners IS 'Buisness Partner entity';
COMMENT ON COLUMN business_partners.partner_id IS 'Partner ID';
COMMENT ON COLUMN business_partners.partner_role IS 'Partner Role';
COMMENT ON COLUMN business_partners.email_address IS 'Partner EmailID';
COMMENT ON COLUMN business_partners.phone_number IS 'Partner Phone Number';
COMMENT ON COLUMN business_partners.fax_number IS 'Partner Fax Number';
COMMENT ON COLUMN business_partners.web_address IS 'Partner Website';
COMMENT ON COLUMN business_partners.company_name IS 'Partner Company Name';
COMMENT ON COLUMN business_partners.legal_form IS 'Partner Legal Form';
COMMENT ON COLUMN business_partners.currency IS 'Partner Currency Code';
COMMENT ON TABLE purchase_orders IS 'Purchase Order Header Entity';
COMMENT ON COLUMN purchase_orders.purchase_order_id IS 'Purchase Order ID';
COMMENT ON COLUMN purchase_orders.note_id IS 'Purchase Order Note ID';
COMMENT ON COLUMN purchase_orders.currency IS 'Purchase Order Currency Code';
COMMENT ON COLUMN purchase_orders.gross_amount IS 'Purchase Order Gross Amount';
COMMENT ON COLUMN purchase_orders.net_amount IS 'Purchase Order Net Amount';
COMMENT ON COLUMN purchase_orders.tax_amount IS 'Purchase Order Tax Amount';
COMMENT ON COLUMN purchase_orders.lifecycle_status IS 'Purchase Order Lifecycle Status';
COMMENT ON COLUMN purchase_orders.approval_status IS 'Purchase Order Approval Status';
COMMENT ON COLUMN purchase_orders.confirm_status IS 'Purchase Order Confirmation Status';
COMMENT ON COLUMN purchase_orders.ordering_status IS 'Purchase Order Status';
COMMENT ON COLUMN purchase_orders.invoicing_status IS 'Purchase Order Invoice Status';
COMMENT ON TABLE purchase_order_items IS 'Purchase Order Items entity';
COMMENT ON COLUMN purchase_order_items.purchase_order_id IS 'Purchase Order ID';
COMMENT ON COLUMN purchase_order_items.note_id IS 'Purchase Order Item Note ID';
COMMENT ON COLUMN purchase_order_items.currency IS 'Purchase Order Item Currency Code';
COMMENT ON COLUMN purchase_order_items.gross_amount IS 'Purchase Order Item Gross Amount';
COMMENT ON COLUMN purchase_order_items.net_amount IS 'Purchase Order Item Net Amount';
COMMENT ON COLUMN purchase_order_items.tax_amount IS 'Purchase Order Item Tax Amount';
COMMENT ON COLUMN purchase_order_items.quantity IS 'Purchase Order Item Quantity';
COMMENT ON COLUMN purchase_order_items.quantity_unit IS 'Purchase Order Item Quantity Unit';
COMMENT ON COLUMN purchase_order_items.delivery_date IS 'Purchase Order Item Delivery Date';
COMMENT ON TABLE sales_orders IS 'Sales Order Header Entity';
COMMENT ON COLUMN sales_orders.sales_order_id IS 'Sales Order ID';
COMMENT ON COLUMN sales_orders.note_id IS 'Sales Order Note ID';
COMMENT ON COLUMN sales_orders.currency IS 'Sales Order Currency Code';
COMMENT ON COLUMN sales_orders.gross_amount IS 'Sales Order Gross Amount';
COMMENT ON COLUMN sales_orders.net_amount IS 'Sales Order Net Amount';
COMMENT ON COLUMN sales_orders.tax_amount IS 'Sales Order Tax Amount';
COMMENT ON COLUMN sales_orders.lifecycle_status IS 'Sales Order Lifecycle Status';
COMMENT ON COLUMN sales_orders.billing_status IS 'Sales Order Billing Status';
COMMENT ON COLUMN sales_orders.delivery_status IS 'Sales Order Delivery Status';
COMMENT ON TABLE sales_order_items IS 'Sales Order Item Entity';
COMMENT ON COLUMN sales_order_items.sales_order_id IS 'Sales Order ID';
COMMENT ON COLUMN sales_order_items.note_id IS 'Sales Order Note ID';
COMMENT ON COLUMN sales_order_items.currency IS 'Sales Order Item Currency Code';
COMMENT ON COLUMN sales_order_items.gross_amount IS 'Sales Order Item Gross Amount';
COMMENT ON COLUMN sales_order_items.net_amount IS 'Sales Order Item Net Amount';
COMMENT ON COLUMN sales_order_items.tax_amount IS 'Sales Order Item Tax Amount';
COMMENT ON COLUMN sales_order_items.quantity IS 'Sales Order Item Quantity';
COMMENT ON COLUMN sales_order_items.quantity_unit IS 'Sales Order Item Quantity Unit';
COMMENT ON COLUMN sales_order_items.delivery_date IS 'Sales Order Item Delivery Date';
