// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/SearchableNames.h"

#include "core/model/StringTable.h"
#include "core/text/CaselessText.h"
#include "ui/viewmodel/functions/FlatProfileRows.h"

#include <array>
#include <vector>

namespace tally {

namespace {

// The bit of each byte, folded: a-z 0-25, 0-9 26-35, `_` 36, every byte above ASCII 63, other
// ASCII bytes share 37-62.
constexpr std::array<std::uint64_t, 256> kBitOfByte = [] {
    std::array<std::uint64_t, 256> bits{};
    for (int byte = 0; byte < 256; ++byte) {
        const char folded = caseless::foldByte(char(byte));
        int bit = 0;
        if (byte >= 0x80)
            bit = 63;
        else if (folded >= 'a' && folded <= 'z')
            bit = folded - 'a';
        else if (folded >= '0' && folded <= '9')
            bit = 26 + (folded - '0');
        else if (folded == '_')
            bit = 36;
        else
            bit = 37 + byte % 26;
        bits[std::size_t(byte)] = std::uint64_t(1) << bit;
    }
    return bits;
}();

std::uint64_t bytesOf(std::string_view text)
{
    // Four accumulators: one OR per byte, without each waiting for the one before.
    std::uint64_t bits[4] = {0, 0, 0, 0};
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    std::size_t i = 0;
    for (; i + 4 <= text.size(); i += 4) {
        bits[0] |= kBitOfByte[bytes[i]];
        bits[1] |= kBitOfByte[bytes[i + 1]];
        bits[2] |= kBitOfByte[bytes[i + 2]];
        bits[3] |= kBitOfByte[bytes[i + 3]];
    }
    for (; i < text.size(); ++i)
        bits[0] |= kBitOfByte[bytes[i]];
    return bits[0] | bits[1] | bits[2] | bits[3];
}

} // namespace

SearchableNames::SearchableNames(const FlatProfileRows& rows) : m_snapshot(rows.snapshot())
{
    if (!m_snapshot || !m_snapshot->profile)
        return;
    const Profile& profile = *m_snapshot->profile;
    const StringTable& strings = profile.strings();
    m_names.resize(rows.size());
    m_bytes.resize(rows.size());
    // A name's bytes are those of its runs (StringTable::forEachRun), and the runs of context
    // names are mostly the callers they share with many others: each run's bytes are found once,
    // kept by its index (names.callgrind: its 62 MB of names read a byte at a time took 334.6 M
    // instructions; by their runs 84.8 M). 0: not found yet (or an empty run's, read each time).
    std::vector<std::uint64_t> bytesOfRun(strings.runCount(), 0);
    // A cycle's row and its members' show text the profile does not store ("<cycle 3>", a name
    // and " <cycle 3>"): made here (UTF-8, as the model makes it), one after another in
    // m_ownTexts, and viewed once all are there. Left to the GUI thread, sep548's 6,872 cycle
    // members were made and matched there at the first keystroke: 17 ms of its 19.
    std::vector<std::pair<std::uint32_t, std::size_t>> cycleTextEnds; // base, end
    for (std::size_t place = 0; place < rows.size(); ++place) {
        const FlatProfileRows::Row& row = rows[place];
        if (row.isCycle || rows.cycleOf(row) >= 0) {
            const QByteArray text = rows.nameText(row).toUtf8();
            m_ownTexts.insert(m_ownTexts.end(), text.begin(), text.end());
            cycleTextEnds.emplace_back(row.base, m_ownTexts.size());
            continue;
        }
        const StringId id = profile.function(row.function()).name;
        m_names[row.base] = profile.string(id);
        std::uint64_t bits = 0;
        strings.forEachRun(id, [&](std::uint32_t index, std::string_view run) {
            if (index == StringTable::kNoRun) {
                bits |= bytesOf(run);
                return;
            }
            std::uint64_t& known = bytesOfRun[index];
            if (known == 0)
                known = bytesOf(run);
            bits |= known;
        });
        m_bytes[row.base] = bits;
    }
    std::size_t begin = 0;
    for (const auto& [base, end] : cycleTextEnds) {
        const std::string_view text(m_ownTexts.data() + begin, end - begin);
        m_names[base] = text;
        m_bytes[base] = bytesOf(text);
        begin = end;
    }
}

SearchableNames::SearchableNames(std::span<const QString> texts)
{
    std::vector<std::size_t> ends;
    ends.reserve(texts.size());
    for (const QString& text : texts) {
        const QByteArray utf8 = text.toUtf8();
        m_ownTexts.insert(m_ownTexts.end(), utf8.begin(), utf8.end());
        ends.push_back(m_ownTexts.size());
    }
    m_names.resize(texts.size());
    m_bytes.resize(texts.size());
    std::size_t begin = 0;
    for (std::size_t row = 0; row < texts.size(); ++row) {
        m_names[row] = std::string_view(m_ownTexts.data() + begin, ends[row] - begin);
        m_bytes[row] = bytesOf(m_names[row]);
        begin = ends[row];
    }
}

std::uint64_t SearchableNames::bitsOf(std::string_view folded)
{
    std::uint64_t bits = 0;
    for (const char byte : folded)
        bits |= kBitOfByte[static_cast<unsigned char>(byte)];
    return bits;
}

bool SearchableNames::isExact(char folded)
{
    return (folded >= 'a' && folded <= 'z') || (folded >= '0' && folded <= '9') || folded == '_';
}

} // namespace tally
