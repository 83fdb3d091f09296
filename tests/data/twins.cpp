// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT
// Template twins: the same class and function templates made for several types, so that the
// profile holds long names (std::map's tree, std::vector's growth) that differ only inside their
// template arguments, the names a narrow column must still tell apart.
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace inventory {

template <typename Key, typename Value>
class Ledger
{
public:
    void record(const Key& key, const Value& value) { m_entries[key].push_back(value); }

    Value total(const Key& key) const
    {
        Value sum{};
        const auto found = m_entries.find(key);
        if (found != m_entries.end()) {
            for (const Value& value : found->second)
                sum += value;
        }
        return sum;
    }

private:
    std::map<Key, std::vector<Value>> m_entries;
};

template <typename Container>
typename Container::value_type sumAll(const Container& values)
{
    typename Container::value_type sum{};
    for (const auto& value : values)
        sum += value;
    return sum;
}

template <typename Value>
Value fill(int count)
{
    Ledger<std::string, Value> byName;
    Ledger<int, Value> byNumber;
    std::vector<Value> all;
    for (int i = 0; i < count; ++i) {
        const Value value = Value(i % 7);
        byName.record("item" + std::to_string(i % 13), value);
        byNumber.record(i % 11, value);
        all.push_back(value);
    }
    return byName.total("item3") + byNumber.total(5) + sumAll(all);
}

} // namespace inventory

int main()
{
    const double total = double(inventory::fill<int>(400)) + double(inventory::fill<long>(300)) +
                         double(inventory::fill<unsigned int>(200)) + // kept on its own line:
                         inventory::fill<double>(100); // the profile records lines 62-65
    std::printf("%.0f\n", total);
    return 0;
}
