// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/NavigationHistory.h"

namespace tally {

void NavigationHistory::visit(FunctionId function, Visit kind)
{
    const bool continues = kind == Visit::Continuation && m_continuing;
    m_continuing = kind == Visit::Continuation;
    if (current() == function)
        return;
    if (!m_entries.empty())
        m_entries.resize(m_position + 1);
    if (continues) {
        if (m_position > 0 && m_entries[m_position - 1] == function) {
            // Back where the run started: the run leaves nothing.
            m_entries.pop_back();
            --m_position;
            m_continuing = false;
        } else {
            m_entries.back() = function;
        }
        return;
    }
    m_entries.push_back(function);
    if (m_entries.size() > kMaximum)
        m_entries.erase(m_entries.begin());
    m_position = m_entries.size() - 1;
}

std::optional<FunctionId> NavigationHistory::back()
{
    return backTo(0);
}

std::optional<FunctionId> NavigationHistory::forward()
{
    return forwardTo(0);
}

std::optional<FunctionId> NavigationHistory::backTo(std::size_t steps)
{
    if (steps + 1 > m_position || m_entries.empty())
        return std::nullopt;
    m_continuing = false;
    m_position -= steps + 1;
    return m_entries[m_position];
}

std::optional<FunctionId> NavigationHistory::forwardTo(std::size_t steps)
{
    if (m_entries.empty() || m_position + steps + 1 >= m_entries.size())
        return std::nullopt;
    m_continuing = false;
    m_position += steps + 1;
    return m_entries[m_position];
}

void NavigationHistory::clear()
{
    m_entries.clear();
    m_position = 0;
    m_continuing = false;
}

void NavigationHistory::assign(std::vector<FunctionId> entries, std::size_t position)
{
    m_entries = std::move(entries);
    m_continuing = false;
    if (m_entries.size() > kMaximum)
        m_entries.erase(m_entries.begin(), m_entries.end() - std::ptrdiff_t(kMaximum));
    m_position = m_entries.empty() ? 0 : std::min(position, m_entries.size() - 1);
}

std::optional<FunctionId> NavigationHistory::current() const
{
    if (m_entries.empty())
        return std::nullopt;
    return m_entries[m_position];
}

std::vector<FunctionId> NavigationHistory::backEntries() const
{
    std::vector<FunctionId> result;
    for (std::size_t i = m_position; i-- > 0;)
        result.push_back(m_entries[i]);
    return result;
}

std::vector<FunctionId> NavigationHistory::forwardEntries() const
{
    if (m_entries.empty())
        return {};
    return {m_entries.begin() + std::ptrdiff_t(m_position) + 1, m_entries.end()};
}

std::vector<FunctionId> NavigationHistory::path() const
{
    if (m_entries.empty())
        return {};
    return {m_entries.begin(), m_entries.begin() + std::ptrdiff_t(m_position) + 1};
}

} // namespace tally
