package io.yas.bench;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** {@link Customer} ↔ the generic Avro records of {@code customer.avsc}. */
final class CustomerAvro extends AvroCodec<Customer> {
    private final Schema preferences = schema.getField("preferences").schema();
    private final Schema friends = schema.getField("friends").schema();
    private final Schema location = schema.getField("addresses").schema().getValueType();

    CustomerAvro() {
        super("customer");
    }

    @Override
    GenericData.Record toRecord(Customer c) {
        GenericData.Record r = new GenericData.Record(schema);
        r.put(0, c.firstName);
        r.put(1, c.lastName);
        r.put(2, c.age);
        r.put(3, c.balance);
        r.put(4, c.debt);
        GenericData.Record p = new GenericData.Record(preferences);
        p.put(0, c.preferences.language);
        p.put(1, c.preferences.currency);
        p.put(2, c.preferences.newsletter);
        p.put(3, c.preferences.contactHour);
        r.put(5, p);
        GenericData.Array<GenericData.Record> list = new GenericData.Array<>(c.friends.size(), friends);
        for (Customer friend : c.friends) {
            list.add(toRecord(friend));
        }
        r.put(6, list);
        Map<String, GenericData.Record> addresses = new HashMap<>(2 * c.addresses.size());
        for (Map.Entry<String, Customer.Location> e : c.addresses.entrySet()) {
            Customer.Location l = e.getValue();
            GenericData.Record lr = new GenericData.Record(location);
            lr.put(0, l.street);
            lr.put(1, l.city);
            lr.put(2, l.postcode);
            lr.put(3, l.latitude);
            lr.put(4, l.longitude);
            addresses.put(e.getKey(), lr);
        }
        r.put(7, addresses);
        return r;
    }

    @Override
    Customer fromRecord(GenericData.Record r) {
        Customer c = new Customer();
        c.firstName = string(r.get(0));
        c.lastName = string(r.get(1));
        c.age = (int) r.get(2);
        c.balance = (double) r.get(3);
        c.debt = (double) r.get(4);
        GenericData.Record p = (GenericData.Record) r.get(5);
        c.preferences = new Customer.Preferences();
        c.preferences.language = string(p.get(0));
        c.preferences.currency = string(p.get(1));
        c.preferences.newsletter = (boolean) p.get(2);
        c.preferences.contactHour = (int) p.get(3);
        for (Object friend : (List<?>) r.get(6)) {
            c.friends.add(fromRecord((GenericData.Record) friend));
        }
        for (Map.Entry<?, ?> e : ((Map<?, ?>) r.get(7)).entrySet()) {
            GenericData.Record lr = (GenericData.Record) e.getValue();
            Customer.Location l = new Customer.Location();
            l.street = string(lr.get(0));
            l.city = string(lr.get(1));
            l.postcode = string(lr.get(2));
            l.latitude = (double) lr.get(3);
            l.longitude = (double) lr.get(4);
            c.addresses.put(e.getKey().toString(), l);
        }
        return c;
    }
}
