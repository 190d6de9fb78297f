-- bench/value_time/setup.sql — a bike-rental business for timing value look-ups: 15 tables
-- (payment partitioned by month, 12 partitions in the same schema), 8 views (joins and
-- aggregates over the big tables; member_activity deliberately slow: a correlated count per
-- member over an unindexed column), tens of thousands of rows, all generated here
-- deterministically (no random()), so every load holds the same rows.
SET client_min_messages = warning;
DROP SCHEMA IF EXISTS bikes CASCADE;
CREATE SCHEMA bikes;
SET search_path = bikes;

CREATE TABLE country (country_id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE city (city_id int PRIMARY KEY, name text NOT NULL, country_id int REFERENCES country);
CREATE TABLE station (station_id int PRIMARY KEY, name text NOT NULL, address text,
    city_id int REFERENCES city, docks int);
CREATE TABLE maker (maker_id int PRIMARY KEY, name text NOT NULL, country_id int REFERENCES country);
CREATE TABLE bike_model (model_id int PRIMARY KEY, name text NOT NULL, category text,
    maker_id int REFERENCES maker, electric boolean);
CREATE TABLE bike (bike_id int PRIMARY KEY, model_id int REFERENCES bike_model, station_id int REFERENCES station,
    color text, status text, bought_on date);
CREATE TABLE plan (plan_id int PRIMARY KEY, name text NOT NULL, monthly_fee numeric(6,2));
CREATE TABLE member (member_id int PRIMARY KEY, first_name text, last_name text, email text,
    city_id int REFERENCES city, plan_id int REFERENCES plan, joined_on date);
CREATE TABLE staff (staff_id int PRIMARY KEY, first_name text, last_name text, role text,
    station_id int REFERENCES station);
CREATE TABLE rental (rental_id int PRIMARY KEY, bike_id int REFERENCES bike, member_id int,
    start_station_id int REFERENCES station, end_station_id int REFERENCES station,
    started_at timestamp, minutes int, status text);
CREATE TABLE payment (payment_id int, rental_id int, member_id int, amount numeric(8,2),
    method text, paid_at timestamp NOT NULL, PRIMARY KEY (payment_id, paid_at))
    PARTITION BY RANGE (paid_at);
CREATE TABLE supplier (supplier_id int PRIMARY KEY, name text NOT NULL, city_id int REFERENCES city);
CREATE TABLE part (part_id int PRIMARY KEY, name text NOT NULL, supplier_id int REFERENCES supplier, price numeric(8,2));
CREATE TABLE repair (repair_id int PRIMARY KEY, bike_id int REFERENCES bike, part_id int REFERENCES part,
    staff_id int REFERENCES staff, repaired_on date, fault text);
CREATE TABLE review (review_id int PRIMARY KEY, member_id int REFERENCES member, station_id int REFERENCES station,
    rating int, remark text);

DO $$
BEGIN
    FOR m IN 1..12 LOOP
        EXECUTE format('CREATE TABLE payment_2025_%s PARTITION OF payment FOR VALUES FROM (%L) TO (%L)',
                       lpad(m::text, 2, '0'), make_date(2025, m, 1), make_date(2025, m, 1) + interval '1 month');
    END LOOP;
END $$;

-- word lists the rows are made of
CREATE TEMP TABLE words (kind text, i int, w text);
INSERT INTO words SELECT 'country', ord, w FROM unnest(ARRAY['Portugal','Spain','France','Italy','Germany',
    'Netherlands','Belgium','Denmark','Sweden','Norway','Finland','Austria','Poland','Ireland','Greece']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'city', ord, w FROM unnest(ARRAY['Lisbon','Porto','Braga','Madrid','Seville','Valencia',
    'Lyon','Nantes','Bordeaux','Turin','Bologna','Verona','Leipzig','Bremen','Dresden','Utrecht','Leiden','Ghent',
    'Antwerp','Aarhus','Odense','Malmo','Uppsala','Bergen','Tampere','Graz','Linz','Gdansk','Krakow','Cork',
    'Galway','Patras','Thessaloniki','Coimbra','Faro','Bilbao','Grenoble','Padua','Kassel','Delft']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'place', ord, w FROM unnest(ARRAY['Harbor','Market','Cathedral','University','Riverside',
    'Old Town','Central Station','Botanical Garden','Castle','Stadium','Library','Museum','Lighthouse','Bridge',
    'Opera','Hospital','Park','Beach','Airport','Zoo']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'first', ord, w FROM unnest(ARRAY['Ana','Bruno','Carla','Diego','Elena','Filipe','Greta',
    'Hugo','Ines','Jonas','Klara','Luis','Marta','Nils','Olga','Pedro','Rita','Sven','Tomas','Ursula','Vera',
    'Walter','Ximena','Yusuf','Zoe','Aurora','Basil','Celia','Dario','Esther']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'last', ord, w FROM unnest(ARRAY['Almeida','Berger','Castro','Dubois','Eriksen','Fontana',
    'Garcia','Hansen','Ibarra','Jansen','Kowalski','Lindqvist','Moreau','Novak','Olsen','Pereira','Quintana',
    'Rossi','Schmidt','Torres','Unger','Vidal','Weber','Xavier','Young','Zimmer','Abreu','Bianchi','Costa','Duarte',
    'Esposito','Ferreira','Gallo','Horvat','Iversen','Jovanovic','Keller','Lopes','Marino','Nielsen','Ortega',
    'Petrov','Ramos','Santos','Teixeira','Urbano','Valente','Wagner','Yilmaz','Zanetti']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'maker', ord, w FROM unnest(ARRAY['Velora','Trekwind','Cyclonix','Ridgeback','Pedalon',
    'Stormrider','Urbana','Lumen','Kestrel','Alpina']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'model', ord, w FROM unnest(ARRAY['Comet','Falcon','Breeze','Summit','Glide','Atlas',
    'Nova','Vortex','Drift','Sparrow','Titan','Pulse']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'category', ord, w FROM unnest(ARRAY['city bike','mountain bike','cargo bike','folding bike',
    'road bike','tandem']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'color', ord, w FROM unnest(ARRAY['red','blue','green','black','white','yellow','orange',
    'silver','purple','teal']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'status', ord, w FROM unnest(ARRAY['available','in repair','retired','stolen']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'plan', ord, w FROM unnest(ARRAY['Pay As You Go','Monthly Basic','Monthly Plus','Annual Commuter',
    'Student','Family']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'role', ord, w FROM unnest(ARRAY['mechanic','station manager','driver','cashier','cleaner']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'rstatus', ord, w FROM unnest(ARRAY['returned','returned','returned','returned','late',
    'damaged','lost']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'method', ord, w FROM unnest(ARRAY['credit card','debit card','cash','voucher','mobile wallet']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'supplier', ord, w FROM unnest(ARRAY['Gearworks','Chainline Supply','Spokesmith',
    'Pedal Parts Co','Brakehaus','Tyrecraft','Saddle and Sons','Frameforge']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'part', ord, w FROM unnest(ARRAY['chain','brake pad','inner tube','tyre','saddle','pedal',
    'derailleur','crank','headlight','rear light','bell','kickstand','mudguard','battery pack','motor controller',
    'handlebar grip','spoke','cassette','brake cable','basket']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'fault', ord, w FROM unnest(ARRAY['flat tyre','broken chain','worn brakes','loose saddle',
    'dead battery','bent wheel','squeaky pedal','faulty light','snapped cable','rusty gears','cracked frame',
    'missing bell']) WITH ORDINALITY AS t(w, ord);
INSERT INTO words SELECT 'remark', ord, w FROM unnest(ARRAY['great ride','dock was full','bike was dirty',
    'friendly staff','app crashed','smooth gears','hard to unlock','lovely route','seat too low','will come back',
    'brakes felt weak','perfect for commuting']) WITH ORDINALITY AS t(w, ord);

CREATE FUNCTION pg_temp.word(k text, n int) RETURNS text LANGUAGE sql STABLE AS
$$ SELECT w FROM words WHERE kind = k AND i = 1 + (n % (SELECT count(*) FROM words WHERE kind = k)) $$;

INSERT INTO country SELECT i, w FROM words WHERE kind = 'country';
INSERT INTO city SELECT i, w, 1 + ((i - 1) * 7) % 15 FROM words WHERE kind = 'city';
-- 400 stations: "<place> <city>" with a street address
INSERT INTO station SELECT s, pg_temp.word('place', s / 40) || ' ' || pg_temp.word('city', s),
    (1 + s % 180) || ' ' || pg_temp.word('last', s * 3) || ' Street', 1 + s % 40, 10 + s % 25
    FROM generate_series(0, 399) s;
INSERT INTO maker SELECT i, w, 1 + (i * 4) % 15 FROM words WHERE kind = 'maker';
INSERT INTO bike_model SELECT m, pg_temp.word('maker', m) || ' ' || pg_temp.word('model', m / 10) || ' ' || (1 + m % 5),
    pg_temp.word('category', m), 1 + m % 10, m % 3 = 0 FROM generate_series(0, 119) m;
INSERT INTO bike SELECT b, b % 120, (b * 13) % 400, pg_temp.word('color', b * 7),
    pg_temp.word('status', CASE WHEN b % 23 = 0 THEN 1 WHEN b % 97 = 0 THEN 2 WHEN b % 211 = 0 THEN 3 ELSE 0 END),
    date '2019-01-01' + (b * 37) % 2000 FROM generate_series(0, 5999) b;
INSERT INTO plan SELECT i, w, (i * 4.5)::numeric(6,2) FROM words WHERE kind = 'plan';
-- 20000 members
INSERT INTO member SELECT mm, pg_temp.word('first', mm * 7), pg_temp.word('last', mm * 11 + mm / 50),
    lower(pg_temp.word('first', mm * 7)) || '.' || lower(pg_temp.word('last', mm * 11 + mm / 50)) || mm || '@example.org',
    1 + (mm * 17) % 40, 1 + mm % 6, date '2020-01-01' + (mm * 29) % 1800 FROM generate_series(0, 19999) mm;
INSERT INTO staff SELECT s, pg_temp.word('first', s * 3 + 1), pg_temp.word('last', s * 13 + 5), pg_temp.word('role', s),
    (s * 7) % 400 FROM generate_series(0, 299) s;
-- 80000 rentals over 2025; member_id deliberately without an index (member_activity is slow)
INSERT INTO rental SELECT r, (r * 31) % 6000, (r * 7919) % 20000, (r * 17) % 400, (r * 29 + 3) % 400,
    timestamp '2025-01-01' + ((r * 613) % 525600) * interval '1 minute', 5 + (r * 11) % 120,
    pg_temp.word('rstatus', r * 3) FROM generate_series(0, 79999) r;
INSERT INTO payment SELECT r, r, (r * 7919) % 20000, (1.5 + ((r * 11) % 120) * 0.25)::numeric(8,2),
    pg_temp.word('method', r * 5), timestamp '2025-01-01' + ((r * 613) % 525600) * interval '1 minute' + interval '3 minutes'
    FROM generate_series(0, 79999) r
    WHERE timestamp '2025-01-01' + ((r * 613) % 525600) * interval '1 minute' + interval '3 minutes' < timestamp '2026-01-01';
INSERT INTO supplier SELECT i, w, 1 + (i * 5) % 40 FROM words WHERE kind = 'supplier';
INSERT INTO part SELECT p, pg_temp.word('part', p) || CASE WHEN p >= 20 THEN ' ' || pg_temp.word('model', p) ELSE '' END,
    1 + p % 8, (3 + (p * 7) % 90)::numeric(8,2) FROM generate_series(0, 199) p;
INSERT INTO repair SELECT r, (r * 53) % 6000, (r * 7) % 200, (r * 11) % 300, date '2024-01-01' + (r * 3) % 700,
    pg_temp.word('fault', r * 5) FROM generate_series(0, 24999) r;
INSERT INTO review SELECT v, (v * 37) % 20000, (v * 3) % 400, 1 + (v * 7) % 5, pg_temp.word('remark', v * 5)
    FROM generate_series(0, 29999) v;
DROP TABLE words;

-- indexes a shop would have (station and member names are looked up by name)
CREATE INDEX ON station (name);
CREATE INDEX ON member (last_name);
CREATE INDEX ON payment (method);
CREATE INDEX ON rental (bike_id);

-- views: plain joins (their text columns are base columns), aggregates, and a slow one
CREATE VIEW station_list AS
    SELECT s.station_id, s.name AS station_name, s.address, c.name AS city_name, co.name AS country_name, s.docks
    FROM station s JOIN city c USING (city_id) JOIN country co USING (country_id);
CREATE VIEW member_list AS
    SELECT m.member_id, m.first_name, m.last_name, m.email, c.name AS city_name, p.name AS plan_name
    FROM member m JOIN city c USING (city_id) JOIN plan p USING (plan_id);
CREATE VIEW bike_list AS
    SELECT b.bike_id, bm.name AS model_name, bm.category, mk.name AS maker_name, b.color, b.status, s.name AS station_name
    FROM bike b JOIN bike_model bm USING (model_id) JOIN maker mk USING (maker_id) JOIN station s USING (station_id);
CREATE VIEW rental_detail AS
    SELECT r.rental_id, m.first_name, m.last_name, bm.name AS model_name, s1.name AS start_station,
        s2.name AS end_station, r.started_at, r.minutes, r.status
    FROM rental r JOIN member m USING (member_id) JOIN bike b USING (bike_id) JOIN bike_model bm USING (model_id)
    JOIN station s1 ON s1.station_id = r.start_station_id JOIN station s2 ON s2.station_id = r.end_station_id;
CREATE VIEW station_revenue AS
    SELECT s.name AS station_name, c.name AS city_name, count(*) AS payments, sum(p.amount) AS revenue
    FROM payment p JOIN rental r USING (rental_id) JOIN station s ON s.station_id = r.start_station_id
    JOIN city c ON c.city_id = s.city_id
    GROUP BY s.name, c.name;
CREATE VIEW monthly_revenue AS
    SELECT to_char(date_trunc('month', paid_at), 'YYYY-MM') AS month, method, sum(amount) AS revenue
    FROM payment GROUP BY 1, 2;
CREATE VIEW repair_summary AS
    SELECT bm.name AS model_name, r.fault, pt.name || ' from ' || sp.name AS part_and_supplier, count(*) AS repairs
    FROM repair r JOIN bike b USING (bike_id) JOIN bike_model bm USING (model_id) JOIN part pt USING (part_id)
    JOIN supplier sp USING (supplier_id)
    GROUP BY bm.name, r.fault, pt.name, sp.name;
-- slow: members of the first 400 with a late return, counted per member over
-- rental.member_id, which has no index (one sequential scan of rental per member)
CREATE VIEW member_activity AS
    SELECT m.first_name, m.last_name, c.name AS city_name
    FROM member m JOIN city c USING (city_id)
    WHERE m.member_id < 400
      AND (SELECT count(*) FROM rental r WHERE r.member_id = m.member_id AND r.status = 'late') >= 1;

ANALYZE;
