// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/model/Id.h"
#include "core/model/IdRange.h"

#include <QtGlobal>

#include <vector>

namespace tally {

// A std::vector indexed by one kind of id, so that the id needs no unwrapping at every use and a
// vector of per-function values cannot be indexed by a part or a string. Bounds are checked in
// debug builds only: the loader and the analyses index these in their inner loops.
template <typename IdT, typename T>
class IdVector
{
public:
    using value_type = T;

    IdVector() = default;
    explicit IdVector(std::size_t count, const T& value = T()) : m_values(count, value) {}

    decltype(auto) operator[](IdT id)
    {
        Q_ASSERT(contains(id));
        return m_values[id.index()];
    }
    decltype(auto) operator[](IdT id) const
    {
        Q_ASSERT(contains(id));
        return m_values[id.index()];
    }
    // Whether `id` is valid and indexes an element.
    bool contains(IdT id) const { return id.index() < m_values.size(); }

    std::size_t size() const { return m_values.size(); }
    bool empty() const { return m_values.empty(); }
    // The id the next push_back() gets.
    IdT nextId() const { return IdT(typename IdT::Index(m_values.size())); }
    auto ids() const { return idRange<IdT>(m_values.size()); }

    void push_back(const T& value) { m_values.push_back(value); }
    void push_back(T&& value) { m_values.push_back(std::move(value)); }
    template <typename... Args>
    decltype(auto) emplace_back(Args&&... args)
    {
        return m_values.emplace_back(std::forward<Args>(args)...);
    }
    void resize(std::size_t count) { m_values.resize(count); }
    void resize(std::size_t count, const T& value) { m_values.resize(count, value); }
    void assign(std::size_t count, const T& value) { m_values.assign(count, value); }
    void reserve(std::size_t count) { m_values.reserve(count); }
    void clear() { m_values.clear(); }
    void shrink_to_fit() { m_values.shrink_to_fit(); }
    std::size_t capacity() const { return m_values.capacity(); }

    auto begin() { return m_values.begin(); }
    auto end() { return m_values.end(); }
    auto begin() const { return m_values.begin(); }
    auto end() const { return m_values.end(); }
    decltype(auto) back() { return m_values.back(); }
    decltype(auto) back() const { return m_values.back(); }

    // The plain vector, for algorithms that take one.
    std::vector<T>& values() { return m_values; }
    const std::vector<T>& values() const { return m_values; }

private:
    std::vector<T> m_values;
};

} // namespace tally
